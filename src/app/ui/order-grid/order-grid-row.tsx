import { Table } from '@mantine/core';
import { flexRender, type Row } from '@tanstack/react-table';
import type { KeyboardEvent } from 'react';
import type { OrderLine } from '../../../domain/orders/order-list.ts';
import type { GridRow } from './grid-row.ts';
import { OrderLines } from './order-lines.tsx';

export interface OrderGridRowProps<TRow extends GridRow> {
  row: Row<TRow>;
  /** The field holding the nested lines shown when the row is expanded. */
  nestedField: string;
  onOpen?: (row: TRow) => void;
}

/** Rows are at least 44 px tall so they can be tapped (WCAG 2.5.5). */
export const gridRowHeight = 44;

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
 * selection, arrow keys move between rows.
 */
export function OrderGridRow<TRow extends GridRow>({ row, nestedField, onOpen }: OrderGridRowProps<TRow>) {
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
      <Table.Tr
        data-grid-row
        tabIndex={0}
        data-selected={row.getIsSelected() || undefined}
        bg={row.getIsSelected() ? 'var(--mantine-primary-color-light)' : undefined}
        onClick={() => onOpen?.(row.original)}
        onKeyDown={handleKeyDown}
        style={{ height: gridRowHeight, cursor: onOpen ? 'pointer' : undefined }}
      >
        {row.getVisibleCells().map((cell) => (
          <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
        ))}
      </Table.Tr>
      {row.getIsExpanded() && (
        <Table.Tr>
          <Table.Td colSpan={row.getVisibleCells().length} pl="xl">
            <OrderLines lines={linesOf(row.original, nestedField)} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
