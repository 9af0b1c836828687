import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AdminLocationRow, AdminLocationSort } from '../../../../domain/admin/locations.ts';
import { locationStatusIds } from '../../../../domain/admin/locations.ts';
import { locationTypeLabels } from '../location-labels.ts';

export interface LocationSortState {
  sort: AdminLocationSort;
  direction: 'asc' | 'desc';
}

export interface LocationsTableProps extends LocationSortState {
  rows: readonly AdminLocationRow[];
  onSortChange: (next: LocationSortState) => void;
  onOpen: (id: number) => void;
}

/** The acting customer's locations; the name opens the form, a column header sorts. */
export function LocationsTable({ rows, sort, direction, onSortChange, onOpen }: LocationsTableProps) {
  const { t, i18n } = useLingui();

  const header = (column: AdminLocationSort, label: ReactNode) => {
    const isSorted = sort === column;
    const ariaSort = isSorted ? (direction === 'asc' ? 'ascending' : 'descending') : 'none';
    return (
      <Table.Th aria-sort={ariaSort}>
        <UnstyledButton
          fw={700}
          mih={44}
          miw={44}
          onClick={() =>
            onSortChange({ sort: column, direction: isSorted && direction === 'asc' ? 'desc' : 'asc' })
          }
        >
          {label} {isSorted ? (direction === 'asc' ? '▲' : '▼') : ''}
        </UnstyledButton>
      </Table.Th>
    );
  };

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={t`Locations`} striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {header('name', t`Name`)}
            {header('number', t`Number`)}
            {header('type', t`Type`)}
            <Table.Th>{t`External id`}</Table.Th>
            <Table.Th ta="right">{t`Delivery addresses`}</Table.Th>
            <Table.Th>{t`Status`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Anchor component="button" type="button" fw={700} onClick={() => onOpen(row.id)}>
                  {row.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.number}</Table.Td>
              <Table.Td>{i18n._(locationTypeLabels[row.typeId])}</Table.Td>
              <Table.Td>{row.externalId}</Table.Td>
              <Table.Td ta="right">{row.addressCount}</Table.Td>
              <Table.Td>
                {row.statusId === locationStatusIds.active ? (
                  <Badge color="green" variant="light">{t`Active`}</Badge>
                ) : (
                  <Badge color="gray" variant="light">{t`Inactive`}</Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
