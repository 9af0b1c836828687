import type { Kysely } from 'kysely';
import type { ImportKind } from '../../../domain/admin/import/import-kinds.ts';
import {
  importRowProblems,
  type ImportRow,
  type ImportRowError,
} from '../../../domain/admin/import/import-rows.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { checkExternalLocationRows, type ExternalLocationPlan } from './check-external-locations.ts';
import { checkLocationRows, type LocationPlan } from './check-locations.ts';
import { checkUserRows, type UserPlan } from './check-users.ts';
import { importContextOf } from './import-context.ts';

/** What approve writes, by kind: each row as its form's input, the row's index kept. */
export type ImportPlan =
  | { kind: 'locations'; rows: LocationPlan[] }
  | { kind: 'externalLocations'; rows: ExternalLocationPlan[] }
  | { kind: 'users'; rows: UserPlan[] };

export interface CheckedImport {
  errors: ImportRowError[];
  plan: ImportPlan;
}

/**
 * The rows against their forms' rules and repeats in the rows (domain), then against the database:
 * numbers and login names taken, locations named by number that are not the acting customer's. The
 * lookups take one query per thousand values. Error rows are the rows' indexes plus `firstRow`.
 */
export async function checkImportRows(
  db: Kysely<DB>,
  session: Session,
  kind: ImportKind,
  rows: readonly ImportRow[],
  firstRow = 0,
): Promise<CheckedImport> {
  const context = importContextOf(session);
  const errors = importRowProblems(kind, rows, context, firstRow);
  const rejected = new Set(errors.map((error) => error.row - firstRow));
  const candidates = rows.flatMap((row, index) => (rejected.has(index) ? [] : [{ index, row }]));
  const checked =
    kind === 'locations'
      ? await checkLocationRows(db, session, candidates, context)
      : kind === 'users'
        ? await checkUserRows(db, session, candidates, context)
        : await checkExternalLocationRows(db, session, candidates, context);
  const dbErrors = checked.errors.map((error) => ({ ...error, row: error.row + firstRow }));
  const all = [...errors, ...dbErrors].sort((a, b) => a.row - b.row);
  return { errors: all, plan: checked.plan };
}
