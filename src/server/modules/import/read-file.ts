import { suggestMapping } from '../../../domain/admin/import/import-rows.ts';
import {
  importFileRefusedMessage,
  importNoRowsMessage,
  importTooLargeMessage,
  importTooManyRowsMessage,
  importUnreadableMessage,
  maxImportRows,
} from '../../../domain/admin/import/import-kinds.ts';
import type { ImportReadAnswer, ImportReadOptions } from '../../../domain/admin/import/import-schemas.ts';
import { badRequest } from '../../http/errors.ts';
import { readSheetInWorker } from './read-sheet-in-worker.ts';
import { columnName } from './sheet.ts';
import type { SheetReading } from './sheet-reader.ts';

const refusalMessages: Record<Extract<SheetReading, { refusal: unknown }>['refusal'], string> = {
  notSheet: importFileRefusedMessage,
  noRows: importNoRowsMessage,
  unreadable: importUnreadableMessage,
  tooLarge: importTooLargeMessage,
};

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
  const reading = await readSheetInWorker({
    content,
    options: { values: options.values, startRow: options.startRow },
    maxRows: headerRows + maxImportRows,
  });
  if ('refusal' in reading) throw badRequest(refusalMessages[reading.refusal]);
  const sheet = reading.rows;
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
