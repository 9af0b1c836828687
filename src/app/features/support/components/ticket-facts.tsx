import { useLingui } from '@lingui/react/macro';
import { Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../../domain/shared/date-format.ts';
import type { TicketDetail } from '../../../../domain/support/ticket.ts';
import { categoryLabels } from '../support-labels.ts';
import { AttachmentList } from './attachment-list.tsx';
import { PriorityBadge, StatusBadge } from './ticket-badges.tsx';

/** Every field of spec §3 Support ticket, as label and value rows. */
export function TicketFacts({ ticket }: { ticket: TicketDetail }) {
  const { t, i18n } = useLingui();
  const none = (
    <Text c="dimmed" span>
      {t`None`}
    </Text>
  );
  const rows: [string, ReactNode][] = [
    [t`Status`, <StatusBadge key="status" status={ticket.status} />],
    [t`Priority`, <PriorityBadge key="priority" priority={ticket.priority} />],
    [t`Category`, i18n._(categoryLabels[ticket.category])],
    [t`Customer`, ticket.customer.name],
    [t`Location`, ticket.location.name],
    [t`Opened by`, ticket.createdBy.name],
    [t`Opened`, formatDateTime(ticket.createdAt, i18n.locale)],
    [t`Related order`, ticket.order?.orderNo ?? none],
    [t`Product`, ticket.product?.name ?? none],
    [t`Assigned to`, ticket.assignedTo?.name ?? none],
  ];
  const ticketFiles = ticket.attachments.filter((file) => file.replyId === null);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Table aria-label={t`Ticket details`} variant="vertical" layout="fixed" withRowBorders={false}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="40%">{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {ticketFiles.length > 0 && <AttachmentList files={ticketFiles} />}
      </Stack>
    </Paper>
  );
}
