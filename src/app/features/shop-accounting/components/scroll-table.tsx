import { Box, Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ScrollTableProps {
  label: string;
  minWidth: number;
  children: ReactNode;
}

/**
 * A wide table that scrolls sideways on a tablet. The scrolling box is a focusable, named region, so a
 * keyboard can scroll it even when the table holds no button (axe: scrollable-region-focusable).
 */
export function ScrollTable({ label, minWidth, children }: ScrollTableProps) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table aria-label={label} miw={minWidth} striped highlightOnHover verticalSpacing="xs">
        {children}
      </Table>
    </Box>
  );
}
