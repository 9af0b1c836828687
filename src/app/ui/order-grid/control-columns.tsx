import { Box, Checkbox } from '@mantine/core';
import { IconButton } from '../icon-button/icon-button.tsx';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { GridRow } from './grid-row.ts';

export interface SelectionColumnLabels<TRow> {
  selectAll: string;
  selectRow: (row: TRow) => string;
}

export interface ExpandColumnLabels<TRow> {
  show: (row: TRow) => string;
  hide: (row: TRow) => string;
}

/** Clicks on a control must not also open the row. */
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** A checkbox with no visible label is tapped through a 44 × 44 px label around it (WCAG 2.5.5). */
function TapArea({ children }: { children: ReactNode }) {
  return (
    <Box
      component="label"
      display="flex"
      miw={44}
      mih={44}
      style={{ alignItems: 'center', justifyContent: 'center', cursor: 'pointer' }}
      onClick={stop}
    >
      {children}
    </Box>
  );
}

/** The optional selection column (spec §2): a checkbox per row and one for every row of the page. */
export function selectionColumn<TRow extends GridRow>(labels: SelectionColumnLabels<TRow>): ColumnDef<TRow> {
  return {
    id: 'select',
    enableSorting: false,
    size: 48,
    header: ({ table }) => (
      <TapArea>
        <Checkbox
          aria-label={labels.selectAll}
          checked={table.getIsAllPageRowsSelected()}
          indeterminate={table.getIsSomePageRowsSelected()}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
          size="md"
        />
      </TapArea>
    ),
    cell: ({ row }) =>
      row.getCanSelect() && (
        <TapArea>
          <Checkbox
            aria-label={labels.selectRow(row.original)}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
            onClick={stop}
            onKeyDown={stop}
            size="md"
          />
        </TapArea>
      ),
  };
}

/** The optional expand column (spec §2): a button that shows or hides the row's nested lines. */
export function expandColumn<TRow extends GridRow>(labels: ExpandColumnLabels<TRow>): ColumnDef<TRow> {
  return {
    id: 'expand',
    enableSorting: false,
    size: 48,
    header: () => null,
    cell: ({ row }) => (
      <IconButton
        variant="subtle"
        size={44}
        label={row.getIsExpanded() ? labels.hide(row.original) : labels.show(row.original)}
        aria-expanded={row.getIsExpanded()}
        onClick={(event) => {
          stop(event);
          row.toggleExpanded();
        }}
        onKeyDown={stop}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path
            d={row.getIsExpanded() ? 'M3 6l5 5 5-5' : 'M6 3l5 5-5 5'}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </IconButton>
    ),
  };
}
