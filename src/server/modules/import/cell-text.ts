import type { Cell, CellValue } from 'exceljs';
import type { ImportValues } from '../../../domain/admin/import/import-schemas.ts';
import { applyNumberFormat, isoDateText } from './number-format.ts';

type Scalar = string | number | boolean | Date | null;

/** What a cell holds once formulas, rich text, hyperlinks and errors are unwrapped. */
function scalarOf(value: CellValue): Scalar {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return scalarOf(value.text as CellValue);
  if ('formula' in value || 'sharedFormula' in value) return scalarOf((value.result ?? null) as CellValue);
  if ('error' in value) return value.error;
  return null;
}

/** The stored value as text: numbers as JavaScript prints them, dates ISO, booleans true/false. */
function originalText(value: Scalar): string {
  if (value === null) return '';
  if (value instanceof Date) return isoDateText(value);
  return String(value);
}

/** A cell's value as importRead sends it: stored ('original') or as its number format shows it. */
export function cellText(cell: Cell, values: ImportValues): string {
  const value = scalarOf(cell.value);
  if (values === 'formatted') {
    if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
    if (typeof value === 'number' || value instanceof Date) {
      const shown = applyNumberFormat(value, cell.numFmt ?? '');
      if (shown !== null) return shown;
    }
  }
  return originalText(value).trim();
}
