import ExcelJS from 'exceljs';
import type { ImportValues } from '../../../domain/admin/import/import-schemas.ts';
import { cellText } from './cell-text.ts';
import type { SheetRows } from './sheet.ts';

/** A zip (PK\3\4) whose directory names the workbook part: an .xlsx, whatever its name says. */
export function isXlsx(content: Buffer): boolean {
  return (
    content.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) &&
    content.includes('xl/workbook.xml')
  );
}

export function isZip(content: Buffer): boolean {
  return content.subarray(0, 2).toString('latin1') === 'PK';
}

/**
 * The first worksheet's rows from `firstRow` (1-based) on, each cell as text. After `maxRows` only the
 * next row with a value is read, so the caller sees there are too many without every row becoming
 * text; likewise a row gives at most `maxColumns + 1` cells. Null when the workbook has no worksheet;
 * throws when it cannot be read.
 */
export async function xlsxRows(
  content: Buffer,
  values: ImportValues,
  firstRow: number,
  maxRows: number,
  maxColumns: number,
): Promise<SheetRows | null> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const rows: SheetRows = [];
  for (let number = firstRow; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    if (rows.length >= maxRows && !row.hasValues) continue;
    const cells: string[] = [];
    const width = Math.min(row.cellCount, maxColumns + 1);
    for (let column = 1; column <= width; column += 1) cells.push(cellText(row.getCell(column), values));
    rows.push(cells);
    if (rows.length > maxRows) break;
  }
  return rows;
}
