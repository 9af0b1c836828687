import { useLingui } from '@lingui/react/macro';
import { Box, Table } from '@mantine/core';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ExpandedState,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { useCallbackRef } from '@mantine/hooks';
import { useMemo, useState, type ReactNode } from 'react';
import { expandColumn, selectionColumn } from './control-columns.tsx';
import { nextSort, type GridSort } from './grid-sort.ts';
import type { GridRow, RowId } from './grid-row.ts';
import { OrderGridFooter } from './order-grid-footer.tsx';
import { OrderGridHeader } from './order-grid-header.tsx';
import { OrderGridRow } from './order-grid-row.tsx';
import { useRenderCount } from './use-render-count.ts';

export interface OrderGridProps<TRow extends GridRow> {
  /** The accessible name of the table. */
  label: string;
  /** A new array means a new list (filter or sort): rendering starts again from 50 rows. */
  rows: TRow[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of mixed value types
  columns: ColumnDef<TRow, any>[];
  /** How many rows match in all (the list answer's total); defaults to the rows given. */
  total?: number;
  isLoading?: boolean;
  /** The server's sort; a header click asks for another through onSortChange. */
  sort?: GridSort | null;
  onSortChange?: (sort: GridSort) => void;
  /** Given, the grid shows the selection column. */
  selectedIds?: readonly RowId[];
  onSelectionChange?: (ids: RowId[]) => void;
  /** Which rows may be selected (e.g. only drafts); others show no checkbox. Default: every row. */
  canSelect?: (row: TRow) => boolean;
  /** Shows the expand column; expanded rows show the nested lines of `nestedField` (default transactions). */
  isExpandable?: boolean;
  nestedField?: keyof TRow & string;
  onOpen?: (row: TRow) => void;
  /** Names a row in the control buttons' labels, e.g. its order number; defaults to the id. */
  getRowLabel?: (row: TRow) => string;
  /** The scroll container's height; below it the grid scrolls inside, also sideways on narrow screens. */
  maxHeight?: number | string;
  /** The table's least width, scrolled sideways inside the grid below it (works at 800 px). */
  minWidth?: number;
  /** The footer's words for other rows than orders, e.g. 'Showing 3 of 5 rentals'. */
  countText?: (count: number, total: number) => ReactNode;
}

const defaultMaxHeight = '70vh'; // eslint-disable-line lingui/no-unlocalized-strings -- a CSS length

const apply = <T,>(updater: Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;

/** The shared order grid of spec §2: server-sorted headers, selection, expandable lines, rows rendered in pages of 50. */
export function OrderGrid<TRow extends GridRow>(props: OrderGridProps<TRow>) {
  const {
    rows,
    columns,
    sort = null,
    onSortChange,
    selectedIds,
    onSelectionChange,
    isExpandable,
    canSelect,
  } = props;
  const { t } = useLingui();
  // Stable from one render to the next, so the memoised rows draw again only when their own state does.
  const rowLabel = useCallbackRef((row: TRow) => props.getRowLabel?.(row) ?? String(row.id));
  const handleOpen = useCallbackRef((row: TRow) => props.onOpen?.(row));
  const hasSelection = selectedIds !== undefined;
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const { count, handleScroll } = useRenderCount(rows);

  const rowSelection = useMemo(
    () => Object.fromEntries((selectedIds ?? []).map((id) => [String(id), true])) as RowSelectionState,
    [selectedIds],
  );
  const handleSelection = (updater: Updater<RowSelectionState>) => {
    const next = apply(updater, rowSelection);
    const idByKey = new Map(
      [...(selectedIds ?? []), ...rows.map((row) => row.id)].map((id) => [String(id), id]),
    );
    onSelectionChange?.(
      Object.keys(next)
        .filter((key) => next[key])
        .flatMap((key) => idByKey.get(key) ?? []),
    );
  };

  const allColumns = useMemo(
    () => [
      ...(hasSelection
        ? [
            selectionColumn<TRow>({
              selectAll: t`Select all`,
              selectRow: (row) => {
                const name = rowLabel(row);
                return t`Select ${name}`;
              },
            }),
          ]
        : []),
      ...(isExpandable
        ? [
            expandColumn<TRow>({
              show: (row) => {
                const name = rowLabel(row);
                return t`Show lines of ${name}`;
              },
              hide: (row) => {
                const name = rowLabel(row);
                return t`Hide lines of ${name}`;
              },
            }),
          ]
        : []),
      ...columns,
    ],
    [hasSelection, isExpandable, columns, rowLabel, t],
  );

  // TanStack Table returns fresh functions each render; the React Compiler leaves this component alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: allColumns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableRowSelection: hasSelection && (canSelect ? (row) => canSelect(row.original) : true),
    // Nested lines show below the row (OrderLines), never as sub-rows of the table.
    getRowCanExpand: () => !!isExpandable,
    state: {
      sorting: sort ? [{ id: sort.field, desc: sort.descending }] : [],
      rowSelection,
      expanded,
    },
    onRowSelectionChange: handleSelection,
    onExpandedChange: setExpanded,
  });
  const tableRows = table.getRowModel().rows.slice(0, count);

  return (
    <Box>
      <Box
        onScroll={handleScroll}
        data-testid="order-grid-scroll"
        style={{ maxHeight: props.maxHeight ?? defaultMaxHeight, overflow: 'auto' }}
      >
        <Table
          aria-label={props.label}
          aria-busy={!!props.isLoading}
          stickyHeader
          highlightOnHover
          miw={props.minWidth ?? 760}
        >
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => (
                  <OrderGridHeader
                    key={header.id}
                    header={header}
                    onSort={onSortChange && ((field) => onSortChange(nextSort(sort, field)))}
                  />
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {tableRows.map((row) => (
              <OrderGridRow
                key={row.id}
                row={row}
                cells={row.getVisibleCells()}
                isSelected={row.getIsSelected()}
                isExpanded={row.getIsExpanded()}
                nestedField={props.nestedField ?? 'transactions'}
                onOpen={props.onOpen && handleOpen}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <OrderGridFooter
        count={rows.length}
        total={props.total ?? rows.length}
        isLoading={!!props.isLoading}
        countText={props.countText}
      />
    </Box>
  );
}
