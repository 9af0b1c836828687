import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ExternalLocation } from '../../../../../domain/dock/external-location.ts';
import { countryIds, type CountryId } from '../../../../../domain/shared/countries.ts';
import type { OutboxEntry } from '../../../../offline/local-db.ts';
import type { ExternalLocationPayload } from '../../../../offline/outbox-kinds.ts';
import { countryLabels } from '../../../../ui/post-code-input/country-labels.ts';
import { editorQueries } from '../../editor/editor-queries.ts';
import { dockKeys, externalLocationsQuery } from '../dock-queries.ts';
import { useDockScope } from '../use-dock-order.ts';
import { customerLocationsQuery } from './arrival-queries.ts';
import type { LocationItem } from './arrivals-api.ts';
import { ExternalLocationForm } from './external-location-form.tsx';
import { EntryStateBadge, useWaitingEntries } from './waiting-arrivals.tsx';

const isCountryId = (id: string | null | undefined): id is CountryId =>
  (countryIds as readonly (string | null | undefined)[]).includes(id);

interface Row {
  key: string;
  location: Omit<ExternalLocation, 'id' | 'version' | 'locationNo'>;
  /** The device's entry while the addition has not reached the server. */
  entry: OutboxEntry | null;
}

function waitingRow(entry: OutboxEntry, ownLocations: readonly LocationItem[]): Row {
  const { name, number, contactName, countryId, locationId } = entry.payload as ExternalLocationPayload;
  const locationName = ownLocations.find((location) => location.id === locationId)?.name ?? '';
  return {
    key: entry.id,
    location: { name, number, contactName, countryId, locationId, locationName },
    entry,
  };
}

/**
 * External locations (spec §2 Delivery tabs, §3): the customer's delivery places outside the portal,
 * with the ones added on this device and not yet sent, and the form to add one.
 */
export function ExternalLocations() {
  const { t, i18n } = useLingui();
  const scope = useDockScope();
  const queryClient = useQueryClient();
  const list = useQuery(externalLocationsQuery(scope));
  const own = useQuery(customerLocationsQuery(scope));
  const acting = useQuery(editorQueries.acting(scope));
  const waiting = useWaitingEntries('externalLocation', scope.locationId);
  const ownLocations = own.data ?? [];

  // An addition sent meanwhile (by the replayer, maybe after a reload) leaves the outbox: read the list.
  const waitingCount = useRef(waiting.length);
  useEffect(() => {
    if (waiting.length < waitingCount.current) {
      void queryClient.invalidateQueries({ queryKey: dockKeys.externalLocations(scope) });
    }
    waitingCount.current = waiting.length;
  }, [waiting.length, queryClient, scope]);

  const rows: Row[] = [
    ...(list.data ?? []).map((location) => ({ key: String(location.id), location, entry: null })),
    ...waiting.map((entry) => waitingRow(entry, ownLocations)),
  ];
  const takenNumbers = new Set([
    ...rows.map((row) => row.location.number.trim()),
    ...ownLocations.map((location) => location.number.trim()),
  ]);
  const countryName = (id: string) => (isCountryId(id) ? i18n._(countryLabels[id]) : id);
  const actingCountry = acting.data?.countryId;

  return (
    <Stack gap="lg">
      {list.isError && !list.data && (
        <Alert color="red" role="alert">
          <Trans>The external locations could not be loaded.</Trans>
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={t`External locations`} verticalSpacing="sm" fz="md" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Name`}</Table.Th>
              <Table.Th>{t`Number`}</Table.Th>
              <Table.Th>{t`Contact`}</Table.Th>
              <Table.Th>{t`Country`}</Table.Th>
              <Table.Th>{t`Own location`}</Table.Th>
              <Table.Th>{t`State`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ key, location, entry }) => (
              <Table.Tr key={key}>
                <Table.Td>{location.name}</Table.Td>
                <Table.Td>{location.number}</Table.Td>
                <Table.Td>{location.contactName}</Table.Td>
                <Table.Td>{countryName(location.countryId)}</Table.Td>
                <Table.Td>{location.locationName}</Table.Td>
                <Table.Td>{entry && <EntryStateBadge entry={entry} />}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 && !list.isPending && (
        <Text c="dimmed">
          <Trans>No external locations yet.</Trans>
        </Text>
      )}
      <ExternalLocationForm
        scope={scope}
        takenNumbers={takenNumbers}
        ownLocations={ownLocations.filter((location) => location.statusId === 1)}
        defaultCountryId={isCountryId(actingCountry) ? actingCountry : null}
      />
    </Stack>
  );
}
