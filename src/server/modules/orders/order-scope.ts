import type { Kysely } from 'kysely';
import { readReach, writeReach } from '../../../domain/orders/order-actors.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';
import { ownLocationIds } from '../locations/queries.ts';

/**
 * Which orders a session may see, decided from the real login (issue 4; ARCHITECTURE.md, every row):
 * provider staff and global admins the whole market, customer admins and users reporting at customer
 * level (spec §3 report level ≥ 1) the orders from or to a location of the acting customer, anyone
 * else the orders from or to their acting location or their secondary locations.
 */
export type OrderScope =
  | { kind: 'market' }
  | { kind: 'customer'; customerId: number }
  | { kind: 'locations'; locationIds: number[] };

export async function orderScopeOf(db: Kysely<DB>, session: Session): Promise<OrderScope> {
  if (readReach(session.loginUser) === 'customer')
    return { kind: 'customer', customerId: session.customerId };
  return orderWriteScopeOf(db, session);
}

/**
 * Which orders a session may change (status, draft, sending, comments). A report level is a right to
 * read reports, not to act on the customer's other locations (issue 4 review): only the customer-admin
 * flag widens writing to the whole customer.
 */
export async function orderWriteScopeOf(db: Kysely<DB>, session: Session): Promise<OrderScope> {
  const reach = writeReach(session.loginUser);
  if (reach === 'market') return { kind: 'market' };
  if (reach === 'customer') return { kind: 'customer', customerId: session.customerId };
  const own = await ownLocationIds(db, session.actingUser.id);
  return { kind: 'locations', locationIds: [...new Set([session.locationId, ...own])] };
}

export interface ScopedIds {
  customerId?: number | undefined;
  locationIds: readonly (number | undefined)[];
}

/** A customer or location the scope does not cover is refused (403), never answered with no rows. */
export async function assertInScope(db: Kysely<DB>, session: Session, scope: OrderScope, ids: ScopedIds) {
  const { customerId } = ids;
  if (customerId !== undefined) {
    const customer = await db
      .selectFrom('customers')
      .select('id')
      .where('id', '=', customerId)
      .where('marketId', '=', session.marketId)
      .executeTakeFirst();
    const isOwn = customerId === session.customerId;
    if (!customer || (scope.kind !== 'market' && !isOwn)) {
      throw forbidden('You may not list orders of this customer');
    }
  }
  const locationIds = [...new Set(ids.locationIds.filter((id) => id !== undefined))];
  if (locationIds.length === 0) return;
  const found = await db
    .selectFrom('locations')
    .select(['id', 'customerId'])
    .where('id', 'in', locationIds)
    .where('marketId', '=', session.marketId)
    .execute();
  const isVisible = (id: number) => {
    const location = found.find((row) => row.id === id);
    if (!location) return false;
    if (scope.kind === 'customer') return location.customerId === scope.customerId;
    if (scope.kind === 'locations') return scope.locationIds.includes(id);
    return true;
  };
  if (!locationIds.every(isVisible)) throw forbidden('You may not list orders of this location');
}
