import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { reportReach, type ReportReach } from '../../../domain/reports/report-reach.ts';
import { visibleReports, type ReportId } from '../../../domain/reports/report-catalogue.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';

/**
 * The locations a user's reports may show (issue 18 item 1), decided from the session alone. Every
 * report query filters its rows to `locationIds`; a filter in the query narrows within it, never beyond.
 */
export interface ReportScope {
  reach: ReportReach;
  marketId: string;
  customerId: number;
  locationIds: number[];
  isAdmin: boolean;
  isPooling: boolean;
  isCommission: boolean;
  reports: ReportId[];
}

export async function reportScopeOf(db: Kysely<DB>, session: Session): Promise<ReportScope> {
  const user = session.loginUser;
  const reach = reportReach(user);
  const acting = await db
    .selectFrom('locations as l')
    .innerJoin('customers as c', 'c.id', 'l.customerId')
    .select([
      'l.customerIdCorporate',
      'l.isPooling as locationIsPooling',
      'l.isCommission as locationIsCommission',
      'c.isPooling',
      'c.isCommission',
    ])
    .where('l.id', '=', session.locationId)
    .where('l.marketId', '=', session.marketId)
    .executeTakeFirstOrThrow();
  const locationIds = await locationsInReach(db, session, reach, acting);
  const viewer = {
    reach,
    isAdmin: user.isCustomerAdmin || user.isGlobalAdmin,
    isPooling: acting.isPooling || acting.locationIsPooling,
    isCommission: acting.isCommission || acting.locationIsCommission,
  };
  return {
    ...viewer,
    marketId: session.marketId,
    customerId: session.customerId,
    locationIds,
    reports: visibleReports(viewer),
  };
}

async function locationsInReach(
  db: Kysely<DB>,
  session: Session,
  reach: ReportReach,
  acting: { customerIdCorporate: number | null; isPooling: boolean; isCommission: boolean },
): Promise<number[]> {
  if (reach === 'location') return [session.locationId];
  let query = db.selectFrom('locations as l').select('l.id').where('l.marketId', '=', session.marketId);
  switch (reach) {
    case 'customer':
      query = query.where('l.customerId', '=', session.customerId);
      break;
    case 'chain': {
      const chainId = acting.customerIdCorporate ?? session.customerId;
      query = query.where((eb) =>
        eb.or([
          eb('l.customerId', '=', session.customerId),
          eb('l.customerId', '=', chainId),
          eb('l.customerIdCorporate', '=', chainId),
        ]),
      );
      break;
    }
    case 'customerType':
      query = query
        .innerJoin('customers as c', 'c.id', 'l.customerId')
        .where('c.isProvider', '=', false)
        .where('c.isPooling', '=', acting.isPooling)
        .where('c.isCommission', '=', acting.isCommission);
      break;
    case 'global':
      break;
  }
  return (await query.orderBy('l.id').execute()).map((row) => row.id);
}

/** Refuses a report the user may not open (403), e.g. Users for a non-admin. */
export function assertMayOpen(scope: ReportScope, report: ReportId) {
  if (!scope.reports.includes(report)) throw forbidden();
}

/**
 * The locations a report reads: the scope's, narrowed to the filter's location when one is given (a
 * location outside the scope gives none, never an error that tells it exists).
 */
export function filteredLocationIds(scope: ReportScope, locationId: number | undefined): number[] {
  if (locationId === undefined) return scope.locationIds;
  return scope.locationIds.includes(locationId) ? [locationId] : [];
}

/**
 * `column = any(ids)`: one array parameter however many locations a scope holds (a global scope on a
 * large market has thousands).
 */
export function inLocations(column: string, ids: readonly number[]): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} = any(${sql.val(ids)}::int[])`;
}
