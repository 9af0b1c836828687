import { useLingui } from '@lingui/react/macro';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AuditLogRow } from '../../../../domain/global-admin/audit-log.ts';
import { formatDateTime } from '../../../../domain/shared/date-format.ts';
import { auditSubjectText } from '../audit-subject.ts';
import { AuditTypeBadge } from './audit-type-badge.tsx';

export interface AuditLogTableProps {
  rows: readonly AuditLogRow[];
}

/** The log's entries, newest first: when, what, about what, who and for which customer. */
export function AuditLogTable({ rows }: AuditLogTableProps) {
  const { t, i18n } = useLingui();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table aria-label={t`Log entries`} striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Time`}</Table.Th>
            <Table.Th>{t`Type`}</Table.Th>
            <Table.Th>{t`Subject`}</Table.Th>
            <Table.Th>{t`User`}</Table.Th>
            <Table.Th>{t`Customer`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor
                  component={Link}
                  to={`/app/global/log/${row.id}`}
                  fw={700}
                  display="inline-block"
                  py={10}
                >
                  {formatDateTime(row.createdAt, i18n.locale)}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <AuditTypeBadge type={row.type} />
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {auditSubjectText(row.type, row.subject, i18n)}
              </Table.Td>
              <Table.Td>
                {row.userName ?? row.loginName ?? (
                  <Text span c="dimmed">
                    –
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {row.customerName ?? (
                  <Text span c="dimmed">
                    –
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
