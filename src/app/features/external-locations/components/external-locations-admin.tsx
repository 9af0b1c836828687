import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ExternalLocation } from '../../../../domain/dock/external-location.ts';
import { countryIds, type CountryId } from '../../../../domain/shared/countries.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { countryLabels } from '../../../ui/post-code-input/country-labels.ts';
import { externalLocationListQuery, ownLocationsQuery } from '../queries.ts';
import { DeleteExternalLocationDialog } from './delete-external-location-dialog.tsx';
import { ExternalLocationDialog } from './external-location-dialog.tsx';

const isCountryId = (id: string): id is CountryId => (countryIds as readonly string[]).includes(id);

export interface ExternalLocationsAdminProps {
  customerId: number;
  locationId: number;
  countryId: CountryId;
  /** More buttons beside New external location (the route's Import). */
  actions?: ReactNode;
}

type Dialog =
  { kind: 'edit'; location: ExternalLocation | null } | { kind: 'delete'; location: ExternalLocation };

/**
 * Company → External locations (issue 17 item 5; spec §3): the customer's delivery places outside the
 * portal — the register the Delivery tab shows — created, changed and deleted by an admin.
 */
export function ExternalLocationsAdmin(props: ExternalLocationsAdminProps) {
  const { customerId, locationId, countryId, actions } = props;
  const { t, i18n } = useLingui();
  const list = useQuery(externalLocationListQuery(customerId));
  const own = useQuery(ownLocationsQuery(customerId));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const rows = list.data ?? [];
  const ownLocations = own.data ?? [];
  const takenNumbers = (except: ExternalLocation | null) =>
    new Set(
      [...rows.filter((row) => row.id !== except?.id), ...ownLocations].map((row) => row.number.trim()),
    );
  const countryName = (id: string) => (isCountryId(id) ? i18n._(countryLabels[id]) : id);

  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="sm">
        {actions}
        <Button onClick={() => setDialog({ kind: 'edit', location: null })}>
          <Trans>New external location</Trans>
        </Button>
      </Group>
      {list.isPending && (
        <LoadingLine>
          <Trans>Loading the external locations…</Trans>
        </LoadingLine>
      )}
      {list.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(list.error, i18n)}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={760}>
        <Table aria-label={t`External locations`} striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Name`}</Table.Th>
              <Table.Th>{t`Number`}</Table.Th>
              <Table.Th>{t`Contact`}</Table.Th>
              <Table.Th>{t`Country`}</Table.Th>
              <Table.Th>{t`Own location`}</Table.Th>
              <Table.Th>{t`Actions`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const name = row.name;
              return (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{row.number}</Table.Td>
                  <Table.Td>{row.contactName}</Table.Td>
                  <Table.Td>{countryName(row.countryId)}</Table.Td>
                  <Table.Td>
                    {row.locationName} ({row.locationNo})
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t`Edit ${name}`}
                        onClick={() => setDialog({ kind: 'edit', location: row })}
                      >
                        <Trans>Edit</Trans>
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={t`Delete ${name}`}
                        onClick={() => setDialog({ kind: 'delete', location: row })}
                      >
                        <Trans>Delete</Trans>
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 && list.isSuccess && (
        <Text c="dimmed">
          <Trans>No external locations yet.</Trans>
        </Text>
      )}
      {dialog?.kind === 'edit' && (
        <ExternalLocationDialog
          customerId={customerId}
          editing={dialog.location}
          ownLocations={ownLocations.filter(
            (location) => location.statusId === 1 || location.id === dialog.location?.locationId,
          )}
          takenNumbers={takenNumbers(dialog.location)}
          defaultLocationId={locationId}
          defaultCountryId={countryId}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteExternalLocationDialog
          customerId={customerId}
          location={dialog.location}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
