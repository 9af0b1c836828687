import { suggestMapping } from '../../../domain/admin/import/import-rows.ts';
import {
  importFileRefusedMessage,
  importNoRowsMessage,
  importTooManyRowsMessage,
  importUnreadableMessage,
  maxImportRows,
} from '../../../domain/admin/import/import-kinds.ts';
import type { ImportReadAnswer, ImportReadOptions } from '../../../domain/admin/import/import-schemas.ts';
import { badRequest } from '../../http/errors.ts';
import { csvRows, isText } from './csv-rows.ts';
import { columnName, type SheetRows } from './sheet.ts';
import { isXlsx, isZip, xlsxRows } from './xlsx-rows.ts';
import { unpackedZipBytes } from './zip-size.ts';

/** 10,000 rows of 20 columns of distinct text unpack to ~16 MB; room to spare, never gigabytes. */
const maxUnpackedXlsxBytes = 64 * 1024 * 1024;

/** The file's rows as text: an .xlsx or a CSV by its content, never by its name or claimed type. */
async function sheetRowsOf(content: Buffer, options: ImportReadOptions, maxRows: number): Promise<SheetRows> {
  if (content.length === 0) throw badRequest(importNoRowsMessage);
  if (isXlsx(content)) {
    // The whole workbook is parsed in memory: a sheet far larger than 10,000 rows is refused unread.
    const unpacked = unpackedZipBytes(content);
    if (unpacked === null) throw badRequest(importUnreadableMessage);
    if (unpacked > maxUnpackedXlsxBytes) throw badRequest(importTooManyRowsMessage);
    const rows = await xlsxRows(content, options.values, options.startRow, maxRows).catch(() => {
      throw badRequest(importUnreadableMessage);
    });
    if (rows === null) throw badRequest(importUnreadableMessage);
    return rows;
  }
  if (isZip(content) || !isText(content)) throw badRequest(importFileRefusedMessage);
  try {
    return csvRows(content, options.startRow);
  } catch {
    throw badRequest(importUnreadableMessage);
  }
}

const isEmptyRow = (cells: readonly string[]) => cells.every((cell) => cell === '');

/**
 * POST importRead (issue 17 item 8): the file's rows from the start row, the header row's names (or
 * 'Column A' …), and the mapping the names suggest. Nothing is stored; the dialog keeps the rows.
 */
export async function readImportFile(
  fileName: string,
  content: Buffer,
  options: ImportReadOptions,
): Promise<ImportReadAnswer> {
  const headerRows = options.hasHeader ? 1 : 0;
  const sheet = await sheetRowsOf(content, options, headerRows + maxImportRows);
  const header = options.hasHeader ? (sheet[0] ?? []) : [];
  const rows = sheet.slice(headerRows);
  while (rows.length > 0 && isEmptyRow(rows.at(-1) ?? [])) rows.pop();
  if (rows.length === 0) throw badRequest(importNoRowsMessage);
  if (rows.length > maxImportRows) throw badRequest(importTooManyRowsMessage);

  const width = Math.max(header.length, ...rows.map((cells) => cells.length));
  const columns = Array.from({ length: width }, (_, index) => ({
    index,
    header: header[index] || `Column ${columnName(index)}`,
  }));
  const padded = rows.map((cells) =>
    cells.length === width ? cells : [...cells, ...Array<string>(width - cells.length).fill('')],
  );
  return {
    fileName,
    columns,
    rows: padded,
    suggestedMapping: suggestMapping(options.kind, header),
  };
}
