import { sql, type Kysely, type RawBuilder } from 'kysely';
import { addMonths, firstDayOf, type ReportFilter } from '../../../domain/reports/report-filter.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import { hasTask } from '../../../domain/tasks/web-tasks.ts';
import { actingTasks } from '../../auth/acting-tasks.ts';
import { sessionLanguage } from '../../auth/session-language.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';
import { filteredLocationIds, reportScopeOf, type ReportScope } from './report-scope.ts';

/**
 * What every report query starts from: the scope decided from the session, the language names come
 * in, and the filter's period as the aggregate's months and as UTC instants.
 */
export interface ReportContext {
  db: Kysely<DB>;
  scope: ReportScope;
  language: Locale;
}

/**
 * The scope of a report call. Reports belong to the REPORTS menu task (spec §6 "Reports | task
 * REPORTS"; the server enforces what the menu hides): an acting user without it may open none.
 */
export async function reportContextOf(db: Kysely<DB>, session: Session): Promise<ReportContext> {
  const scope = await reportScopeOf(db, session);
  const tasks = await actingTasks(db, session);
  const withTask = hasTask(tasks, 'REPORTS') ? scope : { ...scope, reports: [] };
  return { db, scope: withTask, language: sessionLanguage(session) };
}

/** Refuses every report call but the catalogue and the widgets to a user without the REPORTS task. */
export function assertReportsTask(context: ReportContext) {
  if (context.scope.reports.length === 0) throw forbidden('This needs the REPORTS task');
}

export interface Period {
  /** The first month's first day, 'YYYY-MM-DD', as movement_months.month stores it. */
  fromMonth: string;
  /** The last month's first day. */
  toMonth: string;
  /** The first instant of the period (UTC). */
  start: string;
  /** The first instant after the period (UTC). */
  end: string;
}

export function periodOf(filter: Pick<ReportFilter, 'from' | 'to'>): Period {
  return {
    fromMonth: firstDayOf(filter.from),
    toMonth: firstDayOf(filter.to),
    start: `${firstDayOf(filter.from)}T00:00:00Z`,
    end: `${firstDayOf(addMonths(filter.to, 1))}T00:00:00Z`,
  };
}

/** The locations a report reads: the reach, narrowed by the filter's location. */
export const reportLocations = (context: ReportContext, filter: Pick<ReportFilter, 'locationId'>) =>
  filteredLocationIds(context.scope, filter.locationId);

/** `and <column> = <value>` when the filter has a value, else nothing. */
export function andEquals(column: string, value: string | number | undefined): RawBuilder<unknown> {
  return value === undefined ? sql`` : sql`and ${sql.ref(column)} = ${value}`;
}

/** `'YYYY-MM-DD'` → `'YYYY-MM'`. */
export const monthOf = (day: string) => day.slice(0, 7);

export const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

/** Pallets × kg per pallet → tons, to the kilogram. */
export const tonsOf = (kilograms: number) => round(kilograms / 1000, 3);

/** A sum of rounded figures, rounded again (floating-point sums drift in the last digits). */
export const sumOf = <Row>(rows: readonly Row[], pick: (row: Row) => number, decimals = 0) =>
  round(
    rows.reduce((sum, row) => sum + pick(row), 0),
    decimals,
  );
