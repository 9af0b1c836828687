import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { readReach, writeReach } from '../../../domain/orders/order-actors.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { ownLocationIds } from '../locations/queries.ts';

/**
 * Which containers, container orders and rentals a session reaches (issue 20), decided from the real
 * login like orders: provider staff and global admins the whole market; customer admins, and for reading
 * users who report at customer level, the acting customer; anyone else their acting and secondary
 * locations.
 */
export type ContainerScope =
  | { kind: 'market'; marketId: string }
  | { kind: 'customer'; marketId: string; customerId: number }
  | { kind: 'locations'; marketId: string; locationIds: number[] };

export async function containerReadScopeOf(db: Kysely<DB>, session: Session): Promise<ContainerScope> {
  if (readReach(session.loginUser) === 'customer') {
    return { kind: 'customer', marketId: session.marketId, customerId: session.customerId };
  }
  return containerWriteScopeOf(db, session);
}

export async function containerWriteScopeOf(db: Kysely<DB>, session: Session): Promise<ContainerScope> {
  const reach = writeReach(session.loginUser);
  if (reach === 'market') return { kind: 'market', marketId: session.marketId };
  if (reach === 'customer') {
    return { kind: 'customer', marketId: session.marketId, customerId: session.customerId };
  }
  const own = await ownLocationIds(db, session.actingUser.id);
  return {
    kind: 'locations',
    marketId: session.marketId,
    locationIds: [...new Set([session.locationId, ...own])],
  };
}

/**
 * Both scopes at once: the write scope is looked up once and the read scope derived from it (a
 * customer-level reader reads the acting customer; anyone else reads where they write).
 */
export interface ContainerScopes {
  read: ContainerScope;
  write: ContainerScope;
}

export async function containerScopesOf(db: Kysely<DB>, session: Session): Promise<ContainerScopes> {
  const write = await containerWriteScopeOf(db, session);
  if (readReach(session.loginUser) !== 'customer') return { read: write, write };
  return {
    read: { kind: 'customer', marketId: session.marketId, customerId: session.customerId },
    write,
  };
}

/** Provider staff and global admins run the register: confirm, deliver, open and close. */
export const isContainerProvider = (scope: ContainerScope) => scope.kind === 'market';

/**
 * The rows of a table with market_id, customer_id and location_id columns that the scope reaches, as a
 * where clause: `.where(inContainerScope('containers', scope))`.
 */
export function inContainerScope(
  table: 'containers' | 'containerOrders' | 'rentals',
  scope: ContainerScope,
): Expression<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const market = sql<SqlBool>`${column('marketId')} = ${scope.marketId}`;
  switch (scope.kind) {
    case 'market':
      return market;
    case 'customer':
      return sql<SqlBool>`${market} and ${column('customerId')} = ${scope.customerId}`;
    case 'locations':
      if (scope.locationIds.length === 0) return sql<SqlBool>`false`;
      return sql<SqlBool>`${market} and ${column('locationId')} in (${sql.join(scope.locationIds)})`;
  }
}

/** Whether a location (already known to be in the session's market) is within the scope. */
export function reachesLocation(
  scope: ContainerScope,
  location: { id: number; customerId: number; marketId: string },
): boolean {
  if (location.marketId !== scope.marketId) return false;
  if (scope.kind === 'market') return true;
  if (scope.kind === 'customer') return location.customerId === scope.customerId;
  return scope.locationIds.includes(location.id);
}
