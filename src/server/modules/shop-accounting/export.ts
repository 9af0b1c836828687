import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { mobilePaymentName, type ShopTransaction } from '../../../domain/shop-accounting/schemas.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import { csvDelimiterOf, csvNumber, csvText, type CellType } from '../reports/export-writer.ts';
import { shopWordOf, type ShopWord } from './export-words.ts';

interface Column {
  key: ShopWord;
  type: CellType;
  value: (row: ShopTransaction) => string | number | null;
}

/** The columns of the export, in the user's language; the words of channel and payment too. */
export function shopExportColumns(language: Locale, marketId: string): Column[] {
  const word = (key: ShopWord) => shopWordOf(key, language);
  return [
    { key: 'id', type: 'int', value: (row) => row.entryNo },
    { key: 'date', type: 'text', value: (row) => row.date },
    { key: 'channel', type: 'text', value: (row) => word(row.channel) },
    { key: 'buyer', type: 'text', value: (row) => row.buyer },
    { key: 'productId', type: 'text', value: (row) => row.productId },
    { key: 'productName', type: 'text', value: (row) => row.productName },
    { key: 'quantity', type: 'int', value: (row) => row.quantity },
    { key: 'unitPrice', type: 'decimal2', value: (row) => row.unitPrice },
    { key: 'vatRate', type: 'decimal1', value: (row) => row.vatRate },
    { key: 'net', type: 'decimal2', value: (row) => row.net },
    { key: 'vat', type: 'decimal2', value: (row) => row.vat },
    { key: 'gross', type: 'decimal2', value: (row) => row.gross },
    {
      key: 'paymentMethod',
      type: 'text',
      value: (row) =>
        row.paymentMethod === 'Mobile' ? mobilePaymentName(marketId) : word(row.paymentMethod),
    },
    { key: 'reversesId', type: 'int', value: (row) => row.reversesNo },
    { key: 'createdBy', type: 'text', value: (row) => row.createdByName },
  ];
}

/**
 * The export file, CSV (UTF-8 with BOM, the delimiter and decimal mark of the language, as the reports
 * write it with csvNumber) or XLSX by exceljs' streaming writer, written while the rows are read.
 */
export function shopExportStream(
  format: 'csv' | 'xlsx',
  columns: readonly Column[],
  batches: AsyncIterable<readonly ShopTransaction[]>,
  language: Locale,
): Readable {
  const header = (column: Column) => shopWordOf(column.key, language);
  if (format === 'csv') {
    const delimiter = csvDelimiterOf(language);
    const cell = (value: string | number | null, type: CellType) =>
      value === null
        ? ''
        : typeof value === 'number'
          ? csvNumber(value, type, delimiter)
          : csvText(value, delimiter);
    async function* lines() {
      yield `\uFEFF${columns.map((column) => csvText(header(column), delimiter)).join(delimiter)}\r\n`;
      for await (const batch of batches) {
        yield batch
          .map(
            (row) => `${columns.map((column) => cell(column.value(row), column.type)).join(delimiter)}\r\n`,
          )
          .join('');
      }
    }
    return Readable.from(lines(), { objectMode: false });
  }
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(shopWordOf('sheet', language));
  const formats: Partial<Record<CellType, string>> = { int: '0', decimal1: '0.0', decimal2: '0.00' };
  sheet.columns = columns.map((column) => ({
    header: header(column),
    key: column.key,
    width: column.type === 'text' ? 24 : 12,
    ...(formats[column.type] ? { style: { numFmt: formats[column.type] } } : {}),
  }));
  const write = async () => {
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow(columns.map((column) => column.value(row))).commit();
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
