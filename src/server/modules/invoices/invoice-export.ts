import ExcelJS from 'exceljs';
import { z } from 'zod';
import { exportFormats, type ExportFormat } from '../../../domain/reports/report-filter.ts';
import {
  invoiceListQuerySchema,
  type InvoiceSummary,
  type InvoiceType,
} from '../../../domain/reports/invoices.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import { invoiceWordsFor } from './invoice-texts.ts';

/** GET invoiceExport: the invoice list's query and the file's format. */
export const invoiceExportQuerySchema = invoiceListQuerySchema.extend({ format: z.enum(exportFormats) });

export interface ExportFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A CSV field: money to 2 decimals with a decimal point; text quoted when it holds the delimiter, a
 * quote or a line break, and a formula start (=, +, -, @) defused with an apostrophe.
 */
function csvField(value: string | number, delimiter: string, isMoney: boolean): string {
  if (typeof value === 'number') {
    const text = isMoney ? value.toFixed(2) : String(value);
    // The decimal mark of the file's language: a comma where the delimiter is a semicolon.
    return delimiter === ';' ? text.replace('.', ',') : text;
  }
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(delimiter) || /["\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The columns of net, VAT and total. */
const moneyColumns = new Set([7, 8, 9]);

/**
 * The invoice list as a spreadsheet (spec §7: the raw file), the same rows as the screen: CSV (UTF-8
 * with a byte-order mark; `;` between fields where the decimal comma is at home, `,` in en-US, as the
 * reports' exports do; numbers with a decimal point) or XLSX (exceljs), the header in the reader's
 * language. An invoice list is a few rows per customer and month, so it is written in one piece.
 */
export async function invoiceExport(
  rows: readonly InvoiceSummary[],
  query: { type: InvoiceType; from?: string | undefined; to?: string | undefined; format: ExportFormat },
  locale: Locale,
): Promise<ExportFile> {
  const words = invoiceWordsFor(locale);
  const header = [
    words.invoiceNo,
    words.type,
    words.month,
    words.invoiceDate,
    words.dueDate,
    words.customer,
    words.currency,
    words.net,
    words.vat,
    words.total,
    words.lines,
  ];
  const cells = (row: InvoiceSummary): (string | number)[] => [
    row.invoiceNo,
    words.title[row.type],
    row.month,
    row.invoiceDate,
    row.dueDate,
    row.customerName,
    row.currency,
    row.netAmount,
    row.vatAmount,
    row.totalAmount,
    row.lineCount,
  ];
  const period = [query.from, query.to].filter(Boolean).join('_');
  const fileName = `${words.fileName(query.type)}${period ? `-${period}` : ''}.${query.format}`;
  if (query.format === 'csv') {
    const delimiter = locale === 'en-US' ? ',' : ';';
    const lines = [
      header.map((title) => csvField(title, delimiter, false)).join(delimiter),
      ...rows.map((row) =>
        cells(row)
          .map((cell, index) => csvField(cell, delimiter, moneyColumns.has(index)))
          .join(delimiter),
      ),
    ];
    return {
      fileName,
      contentType: contentTypes.csv,
      content: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
    };
  }
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pallet Portal';
  const sheet = workbook.addWorksheet(words.title[query.type].slice(0, 31));
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(cells(row));
  for (const column of [8, 9, 10]) sheet.getColumn(column).numFmt = '#,##0.00';
  sheet.columns.forEach((column, index) => {
    column.width = index === 5 ? 32 : index === 1 ? 28 : 16;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return {
    fileName,
    contentType: contentTypes.xlsx,
    content: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
