import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Pagination, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  adminLocationsPageSize,
  type AdminLocationStatusFilter,
  type AdminLocationsQuery,
} from '../../../../domain/admin/locations.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { adminLocationsQuery } from '../queries.ts';
import { LocationDrawer, type DrawerTarget } from './location-drawer.tsx';
import { LocationsTable, type LocationSortState } from './locations-table.tsx';

/** Search text debounce, as the order search (spec §9). */
const searchDebounceMs = 250;

export interface LocationsScreenProps {
  /** The acting customer: a global admin manages whichever customer they chose. */
  customerId: number;
  isGlobalAdmin: boolean;
  /** More buttons beside New location (the route's Import). */
  actions?: ReactNode;
}

/** Company → Locations (issue 17 item 2): search, sort and status over the customer's locations. */
export function LocationsScreen({ customerId, isGlobalAdmin, actions }: LocationsScreenProps) {
  const { t, i18n } = useLingui();
  const [term, setTerm] = useState('');
  const [debouncedTerm] = useDebouncedValue(term.trim(), searchDebounceMs);
  const [status, setStatus] = useState<AdminLocationStatusFilter>('active');
  const [order, setOrder] = useState<LocationSortState>({ sort: 'name', direction: 'asc' });
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<DrawerTarget>(null);

  const query: AdminLocationsQuery = {
    term: debouncedTerm,
    status,
    ...order,
    offset: (page - 1) * adminLocationsPageSize,
    limit: adminLocationsPageSize,
  };
  const locations = useQuery(adminLocationsQuery(customerId, query));
  const pages = Math.max(1, Math.ceil((locations.data?.total ?? 0) / adminLocationsPageSize));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t`Search by name or number`}
            type="search"
            value={term}
            onChange={(event) => {
              setTerm(event.currentTarget.value);
              setPage(1);
            }}
            size="md"
            w={280}
          />
          <SegmentedControl
            aria-label={t`Which locations`}
            value={status}
            onChange={(value) => {
              setStatus(value as AdminLocationStatusFilter);
              setPage(1);
            }}
            data={[
              { value: 'active', label: t`Active` },
              { value: 'inactive', label: t`Inactive` },
              { value: 'all', label: t`All` },
            ]}
            size="md"
          />
        </Group>
        <Group gap="sm">
          {actions}
          <Button size="md" onClick={() => setTarget('new')}>
            {t`New location`}
          </Button>
        </Group>
      </Group>
      {locations.isPending && <LoadingLine>{t`Loading the locations`}</LoadingLine>}
      {locations.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(locations.error, i18n)}
        </Alert>
      )}
      {locations.data && (
        <LocationsTable
          rows={locations.data.rows}
          {...order}
          onSortChange={(next) => {
            setOrder(next);
            setPage(1);
          }}
          onOpen={setTarget}
        />
      )}
      {locations.data?.total === 0 && (
        <Text c="dimmed">
          <Trans>No locations found.</Trans>
        </Text>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({
            'aria-label': control === 'next' ? t`Next page` : t`Previous page`,
          })}
        />
      )}
      <LocationDrawer
        customerId={customerId}
        target={target}
        isGlobalAdmin={isGlobalAdmin}
        onTargetChange={setTarget}
      />
    </Stack>
  );
}
