import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Pagination, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ContainerListQuery } from '../../../../domain/containers/container-query.ts';
import { isAbortError } from '../../../api/api-error.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { useOutboxEntries } from '../../../offline/use-outbox.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { ScanField } from '../../../ui/scan-field/scan-field.tsx';
import { pendingMarksOf, withPendingMarks } from '../pending-marks.ts';
import { containerListQuery } from '../queries.ts';
import { useContainerViewer } from '../use-container-viewer.ts';
import { useFindContainer } from '../use-find-container.ts';
import { ContainerFilters } from './container-filters.tsx';
import { ContainerTable } from './container-table.tsx';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS media query
const coarsePointer = '(pointer: coarse)';

/** A filter narrows the register; the page alone does not (past the end is not "no match"). */
const hasFilters = (filter: ContainerListQuery) =>
  Object.entries(filter).some(([key, value]) => key !== 'page' && value !== undefined && value !== '');

function ShownCount({ count, total }: { count: number; total: number }) {
  return (
    <Trans>
      Showing {count} of {total} containers
    </Trans>
  );
}

export interface ContainersScreenProps {
  filter: ContainerListQuery;
  onFilterChange: (filter: ContainerListQuery) => void;
}

/**
 * Container (issue 20 item 2): the register of the containers the session reaches — number, type,
 * location, status and current transaction — filtered and paged, with find-by-number by scanner, camera
 * or keyboard. Marks made on this device and not yet sent show at once.
 */
export function ContainersScreen({ filter, onFilterChange }: ContainersScreenProps) {
  const { t, i18n } = useLingui();
  const viewer = useContainerViewer();
  const list = useQuery(containerListQuery(viewer, filter));
  const entries = useOutboxEntries();
  const finder = useFindContainer(viewer);
  const isCoarse = useMediaQuery(coarsePointer) ?? false;
  const page = list.data;
  const rows = useMemo(() => page?.items.map((row) => withPendingMarks(row, entries)) ?? [], [page, entries]);
  const pendingIds = useMemo(
    () =>
      new Set(
        (page?.items ?? []).filter((row) => pendingMarksOf(entries, row).length > 0).map((row) => row.id),
      ),
    [page, entries],
  );
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const showCustomer = new Set(rows.map((row) => row.customer.id)).size > 1;

  return (
    <Stack gap="md">
      <Stack gap={4} maw={520}>
        <ScanField label={t`Scan or type a container number`} onScan={(code) => void finder.find(code)} />
        {finder.isFinding && (
          <LoadingLine>
            <Trans>Looking for the container…</Trans>
          </LoadingLine>
        )}
        {finder.error && (
          <Alert color="red" role="alert">
            {finder.error}
          </Alert>
        )}
      </Stack>
      <ContainerFilters
        filter={filter}
        locations={page?.locations ?? []}
        types={page?.types ?? []}
        onChange={onFilterChange}
      />
      {list.isPending && (
        <LoadingLine>
          <Trans>Loading the containers…</Trans>
        </LoadingLine>
      )}
      {list.isError && !isAbortError(list.error) && (
        <Alert color="red" role="alert">
          {apiErrorText(list.error, i18n)}
        </Alert>
      )}
      {page && rows.length > 0 && (
        <ContainerTable rows={rows} pendingIds={pendingIds} showCustomer={showCustomer} />
      )}
      {page && rows.length === 0 && (
        <Text c="dimmed">
          {page.total > 0 ? (
            <Trans>There are no containers on this page.</Trans>
          ) : hasFilters(filter) ? (
            <Trans>No containers match the filters.</Trans>
          ) : (
            <Trans>There are no containers in your register.</Trans>
          )}
        </Text>
      )}
      {page && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            <ShownCount count={rows.length} total={page.total} />
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page.page}
              size={isCoarse ? 'xl' : 'md'}
              onChange={(next) => onFilterChange({ ...filter, page: String(next) })}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? t`Previous page` : t`Next page`,
              })}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}
