import type { Kysely } from 'kysely';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { isReceiptLocation } from '../../../domain/pallet-receipts/receipt-locations.ts';
import { orderWriteScopeOf, type OrderScope } from '../orders/order-scope.ts';
import { receiptActorOf } from './receipt-locations.ts';

/** A location as far as receipts need it to decide who may see or act. */
export interface ScopedLocation {
  id: number;
  customerId: number;
}

/**
 * Receipts follow the orders' rules of who reaches where (order-scope.ts): reading is the order read
 * scope (provider staff and global admins the market, customer-level readers the customer, anyone
 * else their own locations), registering and deleting the write reach (customer admins the customer).
 */
export function scopeCovers(scope: OrderScope, location: ScopedLocation): boolean {
  if (scope.kind === 'market') return true;
  if (scope.kind === 'customer') return location.customerId === scope.customerId;
  return scope.locationIds.includes(location.id);
}

/** A location of the session's market (404 otherwise) with what a receipt checks before it is saved. */
export async function marketLocation(db: Kysely<DB>, session: Session, locationId: number) {
  const location = await db
    .selectFrom('locations')
    .select(['id', 'customerId', 'name', 'statusId', 'palletReceiptDays'])
    .where('id', '=', locationId)
    .where('marketId', '=', session.marketId)
    .executeTakeFirst();
  if (!location) throw notFound('Location not found');
  return location;
}

/**
 * The location a receipt is registered at: one the session may act at, or one its location picker
 * offers (domain isReceiptLocation, issue 15 item 2); any other is 403.
 */
export async function actingLocation(db: Kysely<DB>, session: Session, locationId: number) {
  const location = await marketLocation(db, session, locationId);
  const mayRegister =
    scopeCovers(await orderWriteScopeOf(db, session), location) ||
    isReceiptLocation(receiptActorOf(session), location);
  if (!mayRegister) {
    throw forbidden('You may not register pallet receipts at this location');
  }
  return location;
}
