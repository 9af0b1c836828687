import type { Kysely } from 'kysely';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { orderScopeOf, orderWriteScopeOf, type OrderScope } from '../orders/order-scope.ts';

/*
 * Who may count (issue 7 item 3). Spec §2 puts counting under Company → Counting, a customer-admin
 * page, yet the dock and inventory staff count the pallets in front of them. We decide by location,
 * as for orders: whoever may act at a location (writeReach — provider staff and global admins the
 * market, customer admins their customer, anyone else their own and secondary locations) may save,
 * confirm and delete its counts; whoever may read it (the order read scope, so a customer-level
 * reporter too) may list them.
 */

export const countingNotFoundMessage = errorMessages.CountingReportNotFound;
export const mayNotCountMessage = errorMessages.MayNotCount;

/** Of `locationIds`, those of the session's market that `scope` covers. */
async function coveredLocations(
  db: Kysely<DB>,
  session: Session,
  scope: OrderScope,
  locationIds: readonly number[],
): Promise<Set<number>> {
  if (locationIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('locations')
    .select(['id', 'customerId'])
    .where((eb) => eb('id', '=', eb.fn.any(eb.val([...new Set(locationIds)]))))
    .where('marketId', '=', session.marketId)
    .execute();
  const isCovered = (row: { id: number; customerId: number }) =>
    scope.kind === 'market' ||
    (scope.kind === 'customer' ? row.customerId === scope.customerId : scope.locationIds.includes(row.id));
  return new Set(rows.filter(isCovered).map((row) => row.id));
}

/** The locations of `locationIds` the session may count at. */
export async function countableLocations(db: Kysely<DB>, session: Session, locationIds: readonly number[]) {
  return coveredLocations(db, session, await orderWriteScopeOf(db, session), locationIds);
}

/** A location whose counts the session may not read is refused (403), as GET /stockDetails does. */
export async function assertMayReadCounts(db: Kysely<DB>, session: Session, locationId: number) {
  const readable = await coveredLocations(db, session, await orderScopeOf(db, session), [locationId]);
  if (!readable.has(locationId)) throw forbidden('You may not see the counts of this location');
}

/**
 * A report the session may change, checked before any lock: 404 when it does not see it (another
 * customer's, deleted or of another market), 403 when it may only read its location.
 */
export async function changeableReport(db: Kysely<DB>, session: Session, id: number) {
  const report = await db
    .selectFrom('countingReports')
    .select(['id', 'locationId'])
    .where('id', '=', id)
    .where('marketId', '=', session.marketId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  const scopes = [await orderScopeOf(db, session), await orderWriteScopeOf(db, session)];
  const [readable, writable] = await Promise.all(
    scopes.map((scope) => coveredLocations(db, session, scope, report ? [report.locationId] : [])),
  );
  if (!report || !readable?.has(report.locationId)) throw notFound(countingNotFoundMessage);
  if (!writable?.has(report.locationId)) throw forbidden(mayNotCountMessage);
  return report;
}
