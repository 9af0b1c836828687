import { useLingui } from '@lingui/react/macro';
import { Anchor, Table, Text } from '@mantine/core';
import type { EmailArchiveRow } from '../../../../domain/admin/email-archive.ts';
import { formatDateTime } from '../../../../domain/shared/date-format.ts';
import { emailKindLabels } from '../email-labels.ts';
import { EmailStatusBadge } from './email-status-badge.tsx';

export interface ArchiveTableProps {
  rows: readonly EmailArchiveRow[];
  showCustomer: boolean;
  onOpen: (id: number) => void;
}

/** The archive's mail, newest first: when, to whom, what, which kind and how it went. */
export function ArchiveTable({ rows, showCustomer, onOpen }: ArchiveTableProps) {
  const { t, i18n } = useLingui();
  const kindLabel = (kind: string) => {
    const label = emailKindLabels[kind];
    return label ? i18n._(label) : kind;
  };

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table aria-label={t`E-mails`} striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Date`}</Table.Th>
            <Table.Th>{t`To`}</Table.Th>
            <Table.Th>{t`Subject`}</Table.Th>
            <Table.Th>{t`Kind`}</Table.Th>
            {showCustomer && <Table.Th>{t`Customer`}</Table.Th>}
            <Table.Th>{t`Status`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(row.createdAt, i18n.locale)}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.to}</Table.Td>
              <Table.Td>
                <Anchor component="button" type="button" fw={700} ta="left" onClick={() => onOpen(row.id)}>
                  {row.subject}
                </Anchor>
              </Table.Td>
              <Table.Td>{kindLabel(row.kind)}</Table.Td>
              {showCustomer && (
                <Table.Td>{row.customerName ?? <Text c="dimmed" span>{t`No customer`}</Text>}</Table.Td>
              )}
              <Table.Td>
                <EmailStatusBadge status={row.status} error={row.error} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
