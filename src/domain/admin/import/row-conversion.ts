import type { z } from 'zod';

/** One mapped row: each field's value by its key, trimmed; '' is empty. */
export type ImportRow = Record<string, string>;

/** A problem of one row before its index is known. */
export interface ImportFieldProblem {
  field: string | null;
  message: string;
}

/** The value of a field of a row; a field the row lacks is empty. */
export function cell(row: ImportRow, key: string): string {
  return (row[key] ?? '').trim();
}

/** A row converted to a form's input, or what is wrong with it. */
export type RowConversion<T> = { ok: true; value: T } | { ok: false; problems: ImportFieldProblem[] };

/** The issues of a form schema, named by the import field (`renames` maps form keys that differ). */
export function zodProblems(error: z.ZodError, renames: Record<string, string> = {}): ImportFieldProblem[] {
  return error.issues.map((issue) => {
    const key = issue.path[0];
    const field = typeof key === 'string' ? (renames[key] ?? key) : null;
    // The schemas' bare minimum of one character reads better as the form says it.
    const isMissing = issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1;
    return { field, message: isMissing && field !== null ? `${field} is required` : issue.message };
  });
}
