import type { ImportKind } from '../../../domain/admin/import/import-kinds.ts';
import type { ImportContext } from '../../../domain/admin/import/import-context.ts';
import {
  importRowProblems,
  mapRows,
  type ImportMapping,
  type ImportRow,
  type ImportRowError,
} from '../../../domain/admin/import/import-rows.ts';
import type { ImportValues } from '../../../domain/admin/import/import-schemas.ts';
import type { ImportRead } from './import-api.ts';

/** How importRead reads the file (spec §2 Import dialog). */
export interface ImportOptions {
  hasHeader: boolean;
  /** The first row to read, 1-based as in Excel. */
  startRow: number;
  values: ImportValues;
}

export const defaultImportOptions: ImportOptions = { hasHeader: true, startRow: 1, values: 'original' };

export type CheckState =
  { phase: 'unchecked' } | { phase: 'checking'; done: number; total: number } | { phase: 'checked' };

export interface ImportState {
  kind: ImportKind;
  /** What empty country and language cells become: the market's. */
  context: ImportContext;
  options: ImportOptions;
  read: ImportRead | null;
  mapping: ImportMapping;
  rows: ImportRow[];
  /** The pure rules, run on the client at every mapping. */
  localErrors: ImportRowError[];
  /** What importCheck or a refused importApprove said, by index into `rows`. */
  serverErrors: ImportRowError[];
  check: CheckState;
  /** Grows with every new set of rows, so the answers of a check of older rows are ignored. */
  generation: number;
}

export type ImportAction =
  | { type: 'optionsChanged'; options: ImportOptions }
  | { type: 'read'; answer: ImportRead }
  | { type: 'mapped'; field: string; column: number | null }
  | { type: 'checkStarted'; generation: number }
  | { type: 'checkChunk'; generation: number; done: number; errors: ImportRowError[] }
  | { type: 'checkFinished'; generation: number }
  | { type: 'checkFailed'; generation: number }
  | { type: 'approveRefused'; errors: ImportRowError[] }
  | { type: 'cleared' };

export function initialImportState(
  kind: ImportKind,
  context: ImportContext,
  options = defaultImportOptions,
): ImportState {
  return {
    kind,
    context,
    options,
    read: null,
    mapping: {},
    rows: [],
    localErrors: [],
    serverErrors: [],
    check: { phase: 'unchecked' },
    generation: 0,
  };
}

/** New rows from the read cells and a mapping: checked again from scratch. */
function withMapping(state: ImportState, read: ImportRead, mapping: ImportMapping): ImportState {
  const rows = mapRows(state.kind, read.rows, mapping);
  return {
    ...state,
    read,
    mapping,
    rows,
    localErrors: importRowProblems(state.kind, rows, state.context),
    serverErrors: [],
    check: { phase: 'unchecked' },
    generation: state.generation + 1,
  };
}

export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case 'optionsChanged':
      return { ...state, options: action.options };
    case 'read':
      return withMapping(state, action.answer, { ...action.answer.suggestedMapping });
    case 'mapped':
      if (!state.read) return state;
      return withMapping(state, state.read, { ...state.mapping, [action.field]: action.column });
    case 'cleared':
      return {
        ...initialImportState(state.kind, state.context, state.options),
        generation: state.generation + 1,
      };
    case 'approveRefused':
      return { ...state, serverErrors: action.errors };
  }
  if (action.generation !== state.generation) return state;
  switch (action.type) {
    case 'checkStarted':
      return { ...state, serverErrors: [], check: { phase: 'checking', done: 0, total: state.rows.length } };
    case 'checkChunk':
      return {
        ...state,
        serverErrors: [...state.serverErrors, ...action.errors],
        check: { phase: 'checking', done: action.done, total: state.rows.length },
      };
    case 'checkFinished':
      return { ...state, check: { phase: 'checked' } };
    case 'checkFailed':
      return { ...state, check: { phase: 'unchecked' } };
  }
}

/** Each row's errors, the client's and the server's, without the ones both found. */
export function errorsByRow(state: ImportState): Map<number, ImportRowError[]> {
  const byRow = new Map<number, ImportRowError[]>();
  for (const error of [...state.localErrors, ...state.serverErrors]) {
    const list = byRow.get(error.row) ?? [];
    const isKnown = list.some((known) => known.field === error.field && known.message === error.message);
    if (!isKnown) byRow.set(error.row, [...list, error]);
  }
  return byRow;
}

/** The indices of the rows without errors: what Approve sends. */
export function validRowIndices(state: ImportState, errors = errorsByRow(state)): number[] {
  return state.rows.flatMap((_, index) => (errors.has(index) ? [] : [index]));
}

/** Approve waits for the check (spec §2): only checked rows without errors are imported. */
export function canApprove(state: ImportState, errors = errorsByRow(state)): boolean {
  return state.check.phase === 'checked' && validRowIndices(state, errors).length > 0;
}

/**
 * The row number as the file shows it: the rows start at the start row, after the header row when
 * there is one.
 */
export function fileRowNumber(options: ImportOptions, index: number): number {
  return options.startRow + (options.hasHeader ? 1 : 0) + index;
}
