import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportFormat } from '../../../domain/reports/report-filter.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import { headerOf, type HeaderKey } from './export-headers.ts';

/** How a column's cells are written: text, a whole number, or a number to 1, 2 (money) or 3 (tons) decimals. */
export type CellType = 'text' | 'int' | 'decimal1' | 'decimal2' | 'decimal3';
export type Cell = string | number | null;
/** Rows in batches: a keyset reader's pages, or the one batch of a screen call. */
export type RowBatches<Row> = AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>;

export interface ExportColumn<Row> {
  key: HeaderKey;
  type: CellType;
  value: (row: Row) => Cell;
}

const decimalsOf: Record<CellType, number | null> = {
  text: null,
  int: 0,
  decimal1: 1,
  decimal2: 2,
  decimal3: 3,
};
const xlsxFormats: Record<CellType, string | undefined> = {
  text: undefined,
  int: '0',
  decimal1: '0.0',
  decimal2: '0.00',
  decimal3: '0.000',
};

/** Comma for en-US, semicolon where the decimal comma is at home (nb, sv, da, fi), as Excel reads CSV there. */
export const csvDelimiterOf = (language: Locale) => (language === 'en-US' ? ',' : ';');

/**
 * A text cell as CSV: quoted when it holds the delimiter, a quote or a line break. A text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe.
 */
export function csvText(text: string, delimiter: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return safe.includes(delimiter) || /["\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A number as a CSV cell: no thousands separator, money always to 2 decimals, and the decimal mark of
 * the file's language — a comma where the delimiter is a semicolon, as Excel reads it there.
 */
export function csvNumber(value: number, type: CellType, delimiter: string): string {
  const decimals = decimalsOf[type];
  const text = type === 'decimal2' && decimals !== null ? value.toFixed(decimals) : String(value);
  return delimiter === ';' ? text.replace('.', ',') : text;
}

function csvCell(cell: Cell, type: CellType, delimiter: string): string {
  if (cell === null || cell === '') return '';
  if (typeof cell === 'number') return csvNumber(cell, type, delimiter);
  return csvText(cell, delimiter);
}

/** The file a report export answers with, written while its rows are read. */
export function exportStream<Row>(
  format: ExportFormat,
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  batches: RowBatches<Row>,
  language: Locale,
): Readable {
  return format === 'csv'
    ? csvStream(columns, batches, language)
    : xlsxStream(sheetName, columns, batches, language);
}

/** UTF-8 with a byte order mark (Excel then reads æøå), a header line, then a line per row. */
function csvStream<Row>(
  columns: readonly ExportColumn<Row>[],
  batches: RowBatches<Row>,
  language: Locale,
): Readable {
  const delimiter = csvDelimiterOf(language);
  async function* lines() {
    yield `\uFEFF${columns.map((column) => csvText(headerOf(column.key, language), delimiter)).join(delimiter)}\r\n`;
    for await (const batch of batches) {
      let chunk = '';
      for (const row of batch) {
        chunk += `${columns.map((column) => csvCell(column.value(row), column.type, delimiter)).join(delimiter)}\r\n`;
      }
      yield chunk;
    }
  }
  // Readable.from pulls the next batch only when the reader wants more: memory stays one batch.
  return Readable.from(lines(), { objectMode: false });
}

/** exceljs' streaming writer: each row is committed (written out) as soon as it is added. */
function xlsxStream<Row>(
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  batches: RowBatches<Row>,
  language: Locale,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => {
    const numFmt = xlsxFormats[column.type];
    return {
      header: headerOf(column.key, language),
      key: column.key,
      width: column.type === 'text' ? 24 : 12,
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  const write = async () => {
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow(columns.map((column) => column.value(row))).commit();
      // Wait while the reader is behind, so rows are not read faster than they leave.
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      // The reader went away (the client closed the connection): stop reading rows.
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
