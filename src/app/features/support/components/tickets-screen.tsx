import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Pagination, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { TicketListQuery } from '../../../../domain/support/ticket-query.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { useSupportViewer } from '../use-support-viewer.ts';
import { ticketListQuery } from '../queries.ts';
import { NewTicketForm } from './new-ticket-form.tsx';
import { TicketFilters } from './ticket-filters.tsx';
import { TicketTable } from './ticket-table.tsx';

function ShownCount({ count, total }: { count: number; total: number }) {
  return (
    <Trans>
      Showing {count} of {total} tickets
    </Trans>
  );
}

export interface TicketsScreenProps {
  filter: TicketListQuery;
  onFilterChange: (filter: TicketListQuery) => void;
}

/** Support → Cases (issue 19 item 1): the tickets the session sees, filtered and paged, and a new one. */
export function TicketsScreen({ filter, onFilterChange }: TicketsScreenProps) {
  const { t, i18n } = useLingui();
  const viewer = useSupportViewer();
  const navigate = useNavigate();
  const [isCreating, setCreating] = useState(false);
  const list = useQuery(ticketListQuery(viewer, filter));
  const page = list.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const handleChange = useCallback((next: TicketListQuery) => onFilterChange(next), [onFilterChange]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TicketFilters filter={filter} locations={page?.locations ?? []} onChange={handleChange} />
        <Button onClick={() => setCreating(true)}>
          <Trans>New ticket</Trans>
        </Button>
      </Group>
      {list.isPending && (
        <LoadingLine>
          <Trans>Loading the tickets…</Trans>
        </LoadingLine>
      )}
      {list.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(list.error, i18n)}
        </Alert>
      )}
      {page && page.items.length > 0 && <TicketTable rows={page.items} isStaff={viewer.isStaff} />}
      {page && page.items.length === 0 && (
        <Text c="dimmed">
          {Object.keys(filter).length > 0 ? (
            <Trans>No tickets match the filters.</Trans>
          ) : (
            <Trans>There are no support tickets yet. Ask for help with New ticket.</Trans>
          )}
        </Text>
      )}
      {page && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            <ShownCount count={page.items.length} total={page.total} />
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page.page}
              onChange={(next) => onFilterChange({ ...filter, page: String(next) })}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? t`Previous page` : t`Next page`,
              })}
            />
          )}
        </Group>
      )}
      <Modal
        opened={isCreating}
        onClose={() => setCreating(false)}
        title={t`New support ticket`}
        size="lg"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <NewTicketForm
          onCancel={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            void navigate({ to: '/app/support/tickets/$ticketId', params: { ticketId: String(id) } });
          }}
        />
      </Modal>
    </Stack>
  );
}
