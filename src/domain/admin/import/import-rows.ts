import { defaultImportContext, type ImportContext } from './import-context.ts';
import { externalLocationRowInput } from './external-location-row.ts';
import { importFields } from './import-fields.ts';
import type { ImportKind } from './import-kinds.ts';
import { locationRowInput } from './location-row.ts';
import { cell, type ImportFieldProblem, type ImportRow } from './row-conversion.ts';
import { userRowInput } from './user-row.ts';

export { cell, type ImportFieldProblem, type ImportRow } from './row-conversion.ts';

/** What is wrong with a row: `row` is the 0-based index into the rows sent (plus importCheck's firstRow). */
export interface ImportRowError {
  row: number;
  field: string | null;
  message: string;
}

/** Which column each field takes its value from; null is none. */
export type ImportMapping = Record<string, number | null>;

const normalizeHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .replace(/[*:]+$/, '')
    .trim();

/** The column each field of the kind is suggested from, by the header names; each column serves once. */
export function suggestMapping(kind: ImportKind, headers: readonly string[]): ImportMapping {
  const normalized = headers.map(normalizeHeader);
  const used = new Set<number>();
  const mapping: ImportMapping = {};
  for (const field of importFields[kind]) {
    const index = field.aliases
      .map((alias) => normalized.findIndex((header, column) => header === alias && !used.has(column)))
      .find((column) => column >= 0);
    mapping[field.key] = index ?? null;
    if (index !== undefined) used.add(index);
  }
  return mapping;
}

/** The rows' cells as import rows of the kind, by the mapping. */
export function mapRows(
  kind: ImportKind,
  cells: readonly (readonly string[])[],
  mapping: ImportMapping,
): ImportRow[] {
  const fields = importFields[kind];
  return cells.map((rowCells) => {
    const row: ImportRow = {};
    for (const { key } of fields) {
      const column = mapping[key];
      row[key] = column === null || column === undefined ? '' : (rowCells[column] ?? '').trim();
    }
    return row;
  });
}

export const numberTwiceInFileMessage = 'The number appears more than once in the file';
export const loginNameTwiceInFileMessage = 'The login name appears more than once in the file';

/** What each kind's rows must not repeat, as compared: numbers exactly, login names in any case. */
const uniqueField: Record<ImportKind, { key: string; compare: (value: string) => string; message: string }> =
  {
    locations: { key: 'number', compare: (value) => value, message: numberTwiceInFileMessage },
    externalLocations: { key: 'number', compare: (value) => value, message: numberTwiceInFileMessage },
    users: {
      key: 'loginName',
      compare: (value) => value.toLowerCase(),
      message: loginNameTwiceInFileMessage,
    },
  };

/** The form rules' problems of one row. */
export function importRowFieldProblems(
  kind: ImportKind,
  row: ImportRow,
  context: ImportContext = defaultImportContext,
): ImportFieldProblem[] {
  const conversion =
    kind === 'locations'
      ? locationRowInput(row, context)
      : kind === 'users'
        ? userRowInput(row, context)
        : externalLocationRowInput(row, context);
  return conversion.ok ? [] : conversion.problems;
}

/**
 * Every problem the rows show without the database: each row against its form's rules, and the
 * number or login name a later row repeats. `firstRow` is added to each error's row index.
 */
export function importRowProblems(
  kind: ImportKind,
  rows: readonly ImportRow[],
  context: ImportContext = defaultImportContext,
  firstRow = 0,
): ImportRowError[] {
  const errors: ImportRowError[] = [];
  const unique = uniqueField[kind];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    for (const problem of importRowFieldProblems(kind, row, context))
      errors.push({ row: firstRow + index, ...problem });
    const value = cell(row, unique.key);
    if (value === '') return;
    const compared = unique.compare(value);
    if (seen.has(compared))
      errors.push({ row: firstRow + index, field: unique.key, message: unique.message });
    seen.add(compared);
  });
  return errors;
}
