import { useLingui } from '@lingui/react/macro';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ContainerSummary } from '../../../../domain/containers/container-register.ts';
import { formatDateTime } from '../../../../domain/shared/date-format.ts';
import { ContainerStatusBadge } from './container-status-badge.tsx';

export interface ContainerTableProps {
  rows: readonly ContainerSummary[];
  /** Ids whose status shown comes from a mark not yet sent. */
  pendingIds: ReadonlySet<number>;
  /** More than one customer's containers: each row says whose it is. */
  showCustomer: boolean;
}

/** The register by number; the number opens the container. */
export function ContainerTable({ rows, pendingIds, showCustomer }: ContainerTableProps) {
  const { t, i18n } = useLingui();
  return (
    <Table.ScrollContainer minWidth={showCustomer ? 960 : 760}>
      <Table aria-label={t`Containers`} striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Number`}</Table.Th>
            <Table.Th>{t`Type`}</Table.Th>
            {showCustomer && <Table.Th>{t`Customer`}</Table.Th>}
            <Table.Th>{t`Location`}</Table.Th>
            <Table.Th>{t`Status`}</Table.Th>
            <Table.Th>{t`Current transaction`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const number = row.number;
            return (
              <Table.Tr key={row.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {/* A row's link is a full-height touch target on a tablet (44 px). */}
                  <Anchor
                    component={Link}
                    to={`/app/containers/${row.id}`}
                    fw={700}
                    aria-label={t`Open container ${number}`}
                    display="inline-block"
                    py={10}
                  >
                    {row.number}
                  </Anchor>
                </Table.Td>
                <Table.Td>{row.type.name}</Table.Td>
                {showCustomer && <Table.Td>{row.customer.name}</Table.Td>}
                <Table.Td>{row.location.name}</Table.Td>
                <Table.Td>
                  <ContainerStatusBadge status={row.status} isPending={pendingIds.has(row.id)} />
                </Table.Td>
                <Table.Td>
                  {row.current ? (
                    <>
                      <Text size="sm">{row.current.typeName}</Text>
                      <Text size="sm" c="dimmed">
                        {formatDateTime(row.current.createdAt, i18n.locale)}
                      </Text>
                    </>
                  ) : (
                    <Text size="sm" c="dimmed">{t`None`}</Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
