import type { OrderActor } from './status-machine.ts';

/** The flags of the real login that decide how far a user may change orders. */
export interface WriterFlags {
  isGlobalAdmin: boolean;
  isProvider: boolean;
  isCustomerAdmin: boolean;
}

/**
 * How far a user may change orders (status, drafts, sending, comments): provider staff and global
 * admins the whole market, customer admins the whole customer, anyone else their own locations. A
 * report level widens reading only (issue 4 review).
 */
export function writeReach(user: WriterFlags): 'market' | 'customer' | 'locations' {
  if (user.isGlobalAdmin || user.isProvider) return 'market';
  return user.isCustomerAdmin ? 'customer' : 'locations';
}

/** A report level (spec §3: location 0, customer 1, chain 2) widens reading, never changing. */
export interface ReaderFlags extends WriterFlags {
  reportLevel: number;
}

/**
 * How far a user may read orders, stock and counts: as far as they may change them, and a user who
 * reports at customer level or above the whole acting customer (issue 4).
 */
export function readReach(user: ReaderFlags): 'market' | 'customer' | 'locations' {
  const reach = writeReach(user);
  return reach === 'locations' && user.reportLevel >= 1 ? 'customer' : reach;
}

/**
 * The roles a user has on an order in the status machine: sender or receiver when the from- or
 * to-location is one of theirs, provider when they act for the whole market.
 */
export function orderActors(
  order: { locationIdFrom: number; locationIdTo: number },
  isOwnLocation: (locationId: number) => boolean,
  isMarketWide: boolean,
): OrderActor[] {
  const actors: OrderActor[] = [];
  if (isOwnLocation(order.locationIdFrom)) actors.push('sender');
  if (isOwnLocation(order.locationIdTo)) actors.push('receiver');
  if (isMarketWide) actors.push('provider');
  return actors;
}
