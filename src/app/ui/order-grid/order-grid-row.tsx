import { Table } from '@mantine/core';
import { flexRender, type Cell, type Row } from '@tanstack/react-table';
import { memo, type KeyboardEvent, type ReactNode } from 'react';
import type { OrderLine } from '../../../domain/orders/order-list.ts';
import type { GridRow } from './grid-row.ts';
import { OrderLines } from './order-lines.tsx';

export interface OrderGridRowProps<TRow extends GridRow> {
  row: Row<TRow>;
  /** The row's cells (`row.getVisibleCells()`): new ones when the grid's columns change. */
  cells: Cell<TRow, unknown>[];
  /** The row's state, given so that a row draws again only when its own state changes. */
  isSelected: boolean;
  isExpanded: boolean;
  /** The field holding the nested lines shown when the row is expanded. */
  nestedField: string;
  /** Called with the row on click or Enter; the same function from one render to the next. */
  onOpen?: (row: TRow) => void;
}

/** Rows are at least 44 px tall so they can be tapped (WCAG 2.5.5). */
export const gridRowHeight = 44;

// Plain elements with the classes and attributes Mantine's Table.Tr and Table.Td would give them (row
// borders and hover highlight, as the grid's Table sets): a page of rows is hundreds of cells, and
// Mantine resolving each one's styles stood out in the CPU profile of the order list's first render.
const rowClass = `${Table.classes.tr} mantine-Table-tr`;
const cellClass = `${Table.classes.td} mantine-Table-td`;

function moveFocus(from: HTMLElement, step: 1 | -1) {
  const rows = [...(from.closest('tbody')?.querySelectorAll<HTMLElement>('[data-grid-row]') ?? [])];
  rows[rows.indexOf(from) + step]?.focus();
}

function linesOf(row: GridRow, field: string): readonly OrderLine[] {
  const lines = (row as unknown as Record<string, unknown>)[field];
  return Array.isArray(lines) ? (lines as OrderLine[]) : [];
}

/**
 * One grid row and, when expanded, its nested lines. Click or Enter opens the row, Space toggles its
 * selection, arrow keys move between rows. Memoised: a further page of rows draws only its own rows.
 */
export const OrderGridRow = memo(function OrderGridRow<TRow extends GridRow>(props: OrderGridRowProps<TRow>) {
  const { row, cells, isSelected, isExpanded, nestedField, onOpen } = props;
  const handleKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') onOpen?.(row.original);
    else if (event.key === ' ' && row.getCanSelect()) row.toggleSelected();
    else if (event.key === 'ArrowDown') moveFocus(event.currentTarget, 1);
    else if (event.key === 'ArrowUp') moveFocus(event.currentTarget, -1);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <tr
        className={rowClass}
        data-with-row-border
        data-hover
        data-grid-row
        tabIndex={0}
        data-selected={isSelected || undefined}
        onClick={() => onOpen?.(row.original)}
        onKeyDown={handleKeyDown}
        style={{
          height: gridRowHeight,
          cursor: onOpen ? 'pointer' : undefined,
          background: isSelected ? 'var(--mantine-primary-color-light)' : undefined,
        }}
      >
        {cells.map((cell) => (
          <td key={cell.id} className={cellClass}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ))}
      </tr>
      {isExpanded && (
        <Table.Tr>
          <Table.Td colSpan={cells.length} pl="xl">
            <OrderLines lines={linesOf(row.original, nestedField)} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}) as <TRow extends GridRow>(props: OrderGridRowProps<TRow>) => ReactNode;
