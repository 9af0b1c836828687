import './reports.css';
import { useLingui } from '@lingui/react/macro';
import { Table, UnstyledButton } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';

export interface ReportColumn<Row> {
  key: string;
  label: string;
  /** What the column sorts by; null sorts last. */
  sortValue: (row: Row) => string | number | null;
  cell: (row: Row) => ReactNode;
  /** The totals row's cell. */
  total?: ReactNode;
  isNumeric?: boolean;
}

export interface ReportTableProps<Row> {
  label: string;
  rows: readonly Row[];
  columns: readonly ReportColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Whether a totals row ends the table; its first cell says Total unless that column has a total. */
  hasTotals?: boolean;
  totalsLabel?: string;
  minWidth?: number;
}

interface Sort {
  key: string;
  direction: 'ascending' | 'descending';
}

function compare(a: string | number | null, b: string | number | null, collator: Intl.Collator) {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * A report's table (issue 18 item 2): a click, Enter or Space on a header sorts by that column, again
 * the other way; aria-sort tells which. The totals row is the table's foot, so it never sorts away.
 */
export function ReportTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  hasTotals = true,
  totalsLabel,
  minWidth = 720,
}: ReportTableProps<Row>) {
  const { t, i18n } = useLingui();
  const [sort, setSort] = useState<Sort | null>(null);
  const sorted = useMemo(() => {
    const column = sort && columns.find((candidate) => candidate.key === sort.key);
    if (!sort || !column) return rows;
    const collator = new Intl.Collator(i18n.locale, { numeric: true });
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(column.sortValue(a), column.sortValue(b), collator));
  }, [rows, columns, sort, i18n.locale]);

  const handleSort = (key: string) =>
    setSort((current) =>
      current?.key === key && current.direction === 'ascending'
        ? { key, direction: 'descending' }
        : { key, direction: 'ascending' },
    );

  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table aria-label={label} striped highlightOnHover verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              return (
                <Table.Th key={column.key} ta={column.isNumeric ? 'right' : undefined} aria-sort={direction}>
                  <UnstyledButton className="report-sort" onClick={() => handleSort(column.key)}>
                    {column.label}
                    <span aria-hidden="true">
                      {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                    </span>
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr key={rowKey(row)} data-report-row>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.isNumeric ? 'right' : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {hasTotals && (
          <Table.Tfoot>
            <Table.Tr data-report-totals fw={700}>
              {columns.map((column, index) =>
                index === 0 && column.total === undefined ? (
                  <Table.Th key={column.key} scope="row">
                    {totalsLabel ?? t`Total`}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.key} ta={column.isNumeric ? 'right' : undefined}>
                    {column.total}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
