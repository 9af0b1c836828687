import { maxImportColumns } from '../../../domain/admin/import/import-kinds.ts';
import type { ImportReadOptions } from '../../../domain/admin/import/import-schemas.ts';
import { csvRows, isText } from './csv-rows.ts';
import type { SheetRows } from './sheet.ts';
import { isXlsx, isZip, xlsxRows } from './xlsx-rows.ts';
import { checkUnpackedSize } from './zip-parts.ts';

/** What a read file gives: its rows, or why it is refused. */
export type SheetReading =
  { rows: SheetRows } | { refusal: 'notSheet' | 'noRows' | 'unreadable' | 'tooLarge' };

export interface SheetJob {
  content: Buffer;
  options: Pick<ImportReadOptions, 'values' | 'startRow'>;
  /** Rows to read at most (the header's included); one more says there are too many. */
  maxRows: number;
}

/** 10,000 rows of 20 columns of distinct text unpack to ~16 MB; room to spare, never gigabytes. */
const xlsxLimits = { parts: 200, bytes: 64 * 1024 * 1024 };
/** Cells the workbook reader may build: 10,001 rows of 40, each one object of a few hundred bytes. */
const maxCells = 400_000;

const cellTag = /<(?:[A-Za-z][\w.-]*:)?c[\s/>]/g;

/** Cells in a worksheet part, counted in its XML before any reader builds them. */
function cellCount(xml: Buffer): number {
  return xml.toString('latin1').match(cellTag)?.length ?? 0;
}

/**
 * The file's rows as text: an .xlsx or a CSV by its content, never by its name or claimed type. A
 * workbook is unpacked once with a byte and cell budget before the reader (which builds it whole in
 * memory) sees it.
 */
export async function readSheet({ content, options, maxRows }: SheetJob): Promise<SheetReading> {
  if (content.length === 0) return { refusal: 'noRows' };
  let rows: SheetRows | null;
  if (isXlsx(content)) {
    let cells = 0;
    const verdict = await checkUnpackedSize(content, xlsxLimits, (name, data) => {
      if (!/^xl\/worksheets\/[^/]+\.xml$/.test(name)) return true;
      cells += cellCount(data);
      return cells <= maxCells;
    });
    if (verdict !== 'ok') return { refusal: verdict };
    rows = await xlsxRows(content, options.values, options.startRow, maxRows, maxImportColumns).catch(
      () => null,
    );
    if (rows === null) return { refusal: 'unreadable' };
  } else if (isZip(content) || !isText(content)) {
    return { refusal: 'notSheet' };
  } else {
    try {
      rows = csvRows(content, options.startRow, maxRows);
    } catch {
      return { refusal: 'unreadable' };
    }
  }
  if (rows.some((cells) => cells.length > maxImportColumns)) return { refusal: 'tooLarge' };
  return { rows };
}
