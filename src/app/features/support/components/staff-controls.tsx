import { useLingui } from '@lingui/react/macro';
import { Alert, Paper, Select, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  supportPriorities,
  supportStatuses,
  type SupportPriority,
  type SupportStatus,
} from '../../../../domain/support/ticket-fields.ts';
import type { TicketDetail } from '../../../../domain/support/ticket.ts';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { updateTicket, type TicketChange } from '../api.ts';
import { assigneesQuery, supportKeys } from '../queries.ts';
import { priorityLabels, statusLabels } from '../support-labels.ts';
import { useSupportViewer } from '../use-support-viewer.ts';

const unassigned = 'none';

/** Support staff's handling of a ticket (issue 19 item 1): status, priority and who has it. */
export function StaffControls({ ticket }: { ticket: TicketDetail }) {
  const { t, i18n } = useLingui();
  const viewer = useSupportViewer();
  const queryClient = useQueryClient();
  const assignees = useQuery(assigneesQuery(viewer));

  const change = useMutation({
    mutationFn: (fields: Omit<TicketChange, 'id' | 'version'>) =>
      updateTicket({ id: ticket.id, version: ticket.version, ...fields }),
    onSuccess: (updated) => queryClient.setQueryData(supportKeys.detail(viewer, ticket.id), updated),
    onError: (error) => {
      // Someone else changed it: show theirs, so the next choice is made on the current ticket.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: supportKeys.detail(viewer, ticket.id) });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.lists(viewer) }),
  });

  const assigneeData = [
    { value: unassigned, label: t`Nobody` },
    ...(assignees.data ?? []).map((user) => ({ value: String(user.id), label: user.name })),
  ];
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t`Handling`}
        </Title>
        <Select
          label={t`Status`}
          data={supportStatuses.map((value) => ({ value, label: i18n._(statusLabels[value]) }))}
          value={ticket.status}
          allowDeselect={false}
          disabled={change.isPending}
          onChange={(value) =>
            value && value !== ticket.status && change.mutate({ status: value as SupportStatus })
          }
        />
        <Select
          label={t`Priority`}
          data={supportPriorities.map((value) => ({ value, label: i18n._(priorityLabels[value]) }))}
          value={ticket.priority}
          allowDeselect={false}
          disabled={change.isPending}
          onChange={(value) =>
            value && value !== ticket.priority && change.mutate({ priority: value as SupportPriority })
          }
        />
        <Select
          label={t`Assigned to`}
          data={assigneeData}
          value={ticket.assignedTo ? String(ticket.assignedTo.id) : unassigned}
          allowDeselect={false}
          searchable
          disabled={change.isPending}
          onChange={(value) =>
            value && change.mutate({ assignedTo: value === unassigned ? null : Number(value) })
          }
        />
        {change.isError && (
          <Alert color="red" role="alert">
            {apiErrorText(change.error, i18n)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
