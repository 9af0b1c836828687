import { useLingui } from '@lingui/react/macro';
import { Box, List, Table } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { importFields } from '../../../../domain/admin/import/import-fields.ts';
import type { ImportRowError } from '../../../../domain/admin/import/import-rows.ts';
import { importErrorText } from '../import-error-text.ts';
import { importFieldLabel } from '../import-field-labels.ts';
import { fileRowNumber, type ImportState } from '../import-state.ts';

export interface ImportPreviewTableProps {
  state: ImportState;
  errors: ReadonlyMap<number, readonly ImportRowError[]>;
}

/** A row's height before it is measured; rows with errors grow. */
const estimatedRowHeight = 41;
/** Rows rendered beyond the visible ones, so a fast scroll shows no gap. */
const overscanRows = 10;

/**
 * The mapped rows as they will be imported, with the row number as the file shows it and each row's
 * errors in red. Only the visible rows are in the page: 10,000 rows keep the tab responsive.
 */
export function ImportPreviewTable({ state, errors }: ImportPreviewTableProps) {
  const { t, i18n } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const fields = importFields[state.kind].filter((field) => state.mapping[field.key] != null);
  // TanStack Virtual returns fresh functions each render; the React Compiler leaves this component alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: state.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimatedRowHeight,
    overscan: overscanRows,
    // The first rows show before the region is measured (and where nothing is measured, as in tests).
    initialRect: { width: 1000, height: 420 },
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const label = (key: string) => {
    const descriptor = importFieldLabel(state.kind, key);
    return typeof descriptor === 'string' ? descriptor : i18n._(descriptor);
  };
  const columnCount = fields.length + 2;

  return (
    <Box
      ref={scroller}
      role="region"
      aria-label={t`Preview of the rows`}
      // The region scrolls by keyboard too.
      tabIndex={0}
      h={{ base: 360, md: 420 }}
      style={{
        overflow: 'auto',
        borderWidth: 1,
        borderStyle: 'solid',
        borderColor: 'var(--mantine-color-default-border)',
      }}
    >
      <Table
        aria-label={t`Rows to import`}
        aria-rowcount={state.rows.length + 1}
        stickyHeader
        striped
        verticalSpacing="xs"
        style={{ minWidth: 160 * columnCount }}
      >
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            <Table.Th scope="col">{t`Row`}</Table.Th>
            <Table.Th scope="col" miw={240}>
              {t`Errors`}
            </Table.Th>
            {fields.map((field) => (
              <Table.Th key={field.key} scope="col">
                {label(field.key)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {before > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: before, padding: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = state.rows[item.index]!;
            const rowErrors = errors.get(item.index) ?? [];
            return (
              <Table.Tr
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
                aria-invalid={rowErrors.length > 0 || undefined}
                data-testid="import-row"
              >
                <Table.Th scope="row">{fileRowNumber(state.options, item.index)}</Table.Th>
                <Table.Td>
                  {rowErrors.length > 0 && (
                    <List size="sm" c="var(--mantine-color-red-8)" listStyleType="none" spacing={2}>
                      {rowErrors.map((error) => (
                        <List.Item key={`${error.field ?? ''}:${error.message}`}>
                          {importErrorText(state.kind, error, i18n)}
                        </List.Item>
                      ))}
                    </List>
                  )}
                </Table.Td>
                {fields.map((field) => (
                  <Table.Td key={field.key}>{row[field.key]}</Table.Td>
                ))}
              </Table.Tr>
            );
          })}
          {after > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: after, padding: 0 }} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
