import Papa from 'papaparse';
import type { SheetRows } from './sheet.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });
// Excel on Windows saves "CSV" in the ANSI code page unless told UTF-8.
const windows1252 = new TextDecoder('windows-1252');

/** Text, not a binary file: no NUL byte in its first 8 KiB. */
export function isText(content: Buffer): boolean {
  return !content.subarray(0, 8192).includes(0);
}

function decode(content: Buffer): string {
  try {
    return utf8.decode(content);
  } catch {
    return windows1252.decode(content);
  }
}

const isEmpty = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * The rows of a CSV file from `firstRow` (1-based) on: UTF-8 (a BOM is dropped) or Windows-1252, the
 * delimiter `,`, `;` or tab as the file's first lines show. Parsing stops at the first row with a value
 * after `maxRows`, so the caller sees there are too many without a million rows becoming arrays.
 */
export function csvRows(content: Buffer, firstRow: number, maxRows: number): SheetRows {
  const text = decode(content).replace(/^\uFEFF/, '');
  // Guessed on the first lines without the trailing line breaks: papaparse counts an empty last line
  // as a row of one field, and then guesses no delimiter at all.
  const guess = Papa.parse<string[]>(text.slice(0, 64 * 1024).trimEnd(), {
    delimitersToGuess: [',', ';', '\t'],
    preview: 10,
  });
  const rows: SheetRows = [];
  let line = 0;
  Papa.parse<string[]>(text, {
    delimiter: guess.meta.delimiter,
    skipEmptyLines: false,
    step: (result, parser) => {
      line += 1;
      if (line < firstRow) return;
      const cells = result.data;
      if (rows.length >= maxRows && isEmpty(cells)) return;
      rows.push(cells.map((cell) => cell.trim()));
      if (rows.length > maxRows) parser.abort();
    },
  });
  return rows;
}
