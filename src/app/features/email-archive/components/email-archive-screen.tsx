import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Drawer, Group, Pagination, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { emptyArchiveFilter } from '../archive-filter.ts';
import { emailArchiveQuery } from '../queries.ts';
import { ArchiveFilters } from './archive-filters.tsx';
import { ArchiveTable } from './archive-table.tsx';
import { EmailMessageView } from './email-message-view.tsx';

function ShownCount({ count, total }: { count: number; total: number }) {
  return (
    <Trans>
      Showing {count} of {total} e-mails
    </Trans>
  );
}

export interface EmailArchiveScreenProps {
  actingCustomerId: number;
  /** A global admin reads every customer's mail, and the mail of no customer. */
  isMarketWide: boolean;
}

/** Company → Email archive (issue 17 item 6): what the portal e-mailed, searchable, each mail openable. */
export function EmailArchiveScreen({ actingCustomerId, isMarketWide }: EmailArchiveScreenProps) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState(emptyArchiveFilter);
  const [openId, setOpenId] = useState<number | null>(null);
  const page = useQuery(emailArchiveQuery(actingCustomerId, filter));
  const pages = page.data ? Math.max(1, Math.ceil(page.data.total / page.data.pageSize)) : 1;

  return (
    <Stack gap="md">
      <ArchiveFilters
        filter={filter}
        onChange={setFilter}
        actingCustomerId={actingCustomerId}
        isMarketWide={isMarketWide}
      />
      {page.isPending && (
        <LoadingLine>
          <Trans>Loading the e-mails…</Trans>
        </LoadingLine>
      )}
      {page.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(page.error, i18n)}
        </Alert>
      )}
      {page.data && (
        <>
          <ArchiveTable rows={page.data.rows} showCustomer={isMarketWide} onOpen={setOpenId} />
          {page.data.rows.length === 0 && (
            <Text c="dimmed">
              <Trans>No e-mails match.</Trans>
            </Text>
          )}
          <Group justify="space-between">
            <Text size="sm" c="dimmed" aria-live="polite">
              <ShownCount count={page.data.rows.length} total={page.data.total} />
            </Text>
            {pages > 1 && (
              <Pagination
                total={pages}
                value={filter.page}
                onChange={(next) => setFilter({ ...filter, page: next })}
                getControlProps={(control) => ({
                  'aria-label': control === 'previous' ? t`Previous page` : t`Next page`,
                })}
              />
            )}
          </Group>
        </>
      )}
      <Drawer
        opened={openId !== null}
        onClose={() => setOpenId(null)}
        position="right"
        size="xl"
        title={t`E-mail`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {openId !== null && <EmailMessageView actingCustomerId={actingCustomerId} id={openId} />}
      </Drawer>
    </Stack>
  );
}
