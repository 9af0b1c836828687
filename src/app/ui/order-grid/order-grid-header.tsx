import { Table, UnstyledButton } from '@mantine/core';
import { flexRender, type Header } from '@tanstack/react-table';
import type { GridRow } from './grid-row.ts';
import { SortIcon } from './sort-icon.tsx';

export interface OrderGridHeaderProps<TRow extends GridRow> {
  header: Header<TRow, unknown>;
  /** Called with the clicked column's id; absent when the grid is not sortable. */
  onSort?: (columnId: string) => void;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** A column header; a sortable one is a button with the direction icon and `aria-sort` (spec §2). */
export function OrderGridHeader<TRow extends GridRow>({ header, onSort }: OrderGridHeaderProps<TRow>) {
  const { column } = header;
  const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  const isSortable = !!onSort && column.getCanSort();
  const direction = column.getIsSorted();

  return (
    <Table.Th
      aria-sort={isSortable ? (direction ? ariaSort[direction] : 'none') : undefined}
      style={{ width: column.columnDef.size, whiteSpace: 'nowrap' }}
    >
      {isSortable ? (
        <UnstyledButton
          onClick={() => onSort(column.id)}
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 6,
            minHeight: 44,
            minWidth: 44,
            fontWeight: 'inherit',
          }}
        >
          {content}
          <SortIcon direction={direction} />
        </UnstyledButton>
      ) : (
        content
      )}
    </Table.Th>
  );
}
