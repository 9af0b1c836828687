import { useLingui } from '@lingui/react/macro';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../../../domain/shared/date-format.ts';
import type { TicketSummary } from '../../../../domain/support/ticket.ts';
import { categoryLabels } from '../support-labels.ts';
import { PriorityBadge, StatusBadge } from './ticket-badges.tsx';

export interface TicketTableProps {
  rows: readonly TicketSummary[];
  /** Staff see whose ticket it is and who has it. */
  isStaff: boolean;
}

/** The tickets, latest activity first; the topic opens the ticket. */
export function TicketTable({ rows, isStaff }: TicketTableProps) {
  const { t, i18n } = useLingui();
  return (
    <Table.ScrollContainer minWidth={isStaff ? 1000 : 760}>
      <Table aria-label={t`Support tickets`} striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`No.`}</Table.Th>
            <Table.Th>{t`Topic`}</Table.Th>
            <Table.Th>{t`Status`}</Table.Th>
            <Table.Th>{t`Priority`}</Table.Th>
            <Table.Th>{t`Category`}</Table.Th>
            {isStaff && <Table.Th>{t`Customer`}</Table.Th>}
            <Table.Th>{t`Location`}</Table.Th>
            {isStaff && <Table.Th>{t`Assigned to`}</Table.Th>}
            <Table.Th>{t`Last activity`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>#{row.id}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/app/support/tickets/${row.id}`} fw={700}>
                  {row.topic}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {row.createdBy.name}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <StatusBadge status={row.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <PriorityBadge priority={row.priority} />
              </Table.Td>
              <Table.Td>{i18n._(categoryLabels[row.category])}</Table.Td>
              {isStaff && <Table.Td>{row.customer.name}</Table.Td>}
              <Table.Td>{row.location.name}</Table.Td>
              {isStaff && (
                <Table.Td>{row.assignedTo?.name ?? <Text c="dimmed" span>{t`Nobody`}</Text>}</Table.Td>
              )}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(row.updatedAt, i18n.locale)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
