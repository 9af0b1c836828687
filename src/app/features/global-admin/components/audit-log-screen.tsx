import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Pagination, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import type { LogFilter } from '../log-filter.ts';
import { auditLogQuery } from '../queries.ts';
import { AuditLogFilters } from './audit-log-filters.tsx';
import { AuditLogTable } from './audit-log-table.tsx';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS media query
const coarsePointer = '(pointer: coarse)';

function ShownCount({ count, total }: { count: number; total: number }) {
  return (
    <Trans>
      Showing {count} of {total} entries
    </Trans>
  );
}

export interface AuditLogScreenProps {
  filter: LogFilter;
  onFilterChange: (filter: LogFilter) => void;
}

/** Global → Log (issue 19 item 7): what the server recorded, filtered; each entry opens its page. */
export function AuditLogScreen({ filter, onFilterChange }: AuditLogScreenProps) {
  const { t, i18n } = useLingui();
  const page = useQuery(auditLogQuery(filter));
  // A finger needs 44 px controls (issue 15 item 10): Mantine's xl pagination is that size.
  const isCoarse = useMediaQuery(coarsePointer) ?? false;
  const pages = page.data ? Math.max(1, Math.ceil(page.data.total / page.data.pageSize)) : 1;

  return (
    <Stack gap="md">
      <AuditLogFilters filter={filter} onChange={onFilterChange} />
      {page.isPending && (
        <LoadingLine>
          <Trans>Loading the log…</Trans>
        </LoadingLine>
      )}
      {page.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(page.error, i18n)}
        </Alert>
      )}
      {page.data && (
        <>
          <AuditLogTable rows={page.data.rows} />
          {page.data.rows.length === 0 && (
            <Text c="dimmed">
              <Trans>No log entries match.</Trans>
            </Text>
          )}
          <Group justify="space-between">
            <Text size="sm" c="dimmed" aria-live="polite">
              <ShownCount count={page.data.rows.length} total={page.data.total} />
            </Text>
            {pages > 1 && (
              <Pagination
                total={pages}
                size={isCoarse ? 'xl' : 'md'}
                value={filter.page}
                onChange={(next) => onFilterChange({ ...filter, page: next })}
                getControlProps={(control) => ({
                  'aria-label': control === 'previous' ? t`Previous page` : t`Next page`,
                })}
              />
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
