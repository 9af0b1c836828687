import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Table } from '@mantine/core';
import type { AdminUserRow } from '../../../../domain/admin/users.ts';
import { formatDateTime } from '../../../../domain/shared/date-format.ts';

export interface UsersTableProps {
  rows: readonly AdminUserRow[];
  onOpen: (userId: number) => void;
}

/** One page of users: name (opens the user), login name, e-mail, location, role, status, last login. */
export function UsersTable({ rows, onOpen }: UsersTableProps) {
  const { t, i18n } = useLingui();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table aria-label={t`Users`} striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Name`}</Table.Th>
            <Table.Th>{t`Login name`}</Table.Th>
            <Table.Th>{t`E-mail`}</Table.Th>
            <Table.Th>{t`Primary location`}</Table.Th>
            <Table.Th>{t`Status`}</Table.Th>
            <Table.Th>{t`Last login`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Anchor component="button" type="button" fw={700} onClick={() => onOpen(row.id)}>
                  {row.name}
                </Anchor>
                {row.isCustomerAdmin && (
                  <Badge ml="xs" variant="light" color="blue.9">
                    <Trans>Administrator</Trans>
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{row.loginName}</Table.Td>
              <Table.Td>{row.email}</Table.Td>
              <Table.Td>{row.locationName}</Table.Td>
              <Table.Td>
                {row.isActive ? (
                  <Badge variant="light" color="green.9">
                    <Trans>Active</Trans>
                  </Badge>
                ) : (
                  <Badge variant="light" color="gray.8">
                    <Trans>Inactive</Trans>
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{row.lastLoginAt ? formatDateTime(row.lastLoginAt, i18n.locale) : t`Never`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
