import type { OrderActor } from '../../../../domain/orders/status-machine.ts';
import type { StatusUser } from '../../../../domain/session/session-status.ts';

/**
 * Who acts for the whole customer rather than for their own locations: provider staff, global admins
 * and customer admins. A report level widens reading only, never changing (the server's write scope).
 */
export function isCustomerWide(loginUser: StatusUser): boolean {
  return loginUser.isGlobalAdmin || loginUser.isProvider || loginUser.isCustomerAdmin;
}

export interface ActorInput {
  loginUser: StatusUser;
  /** The acting customer's locations for a customer-wide user, else the user's own locations. */
  ownLocationIds: readonly number[];
  order: { locationIdFrom: number; locationIdTo: number };
}

/**
 * The roles the session has on an order, as the server decides them (README, the order status
 * machine): sender or receiver when the from- or to-location is one of the user's own, provider for
 * provider staff and global admins. Only for offering buttons: the server decides again on POST.
 */
export function orderActorsOf({ loginUser, ownLocationIds, order }: ActorInput): OrderActor[] {
  const actors: OrderActor[] = [];
  if (ownLocationIds.includes(order.locationIdFrom)) actors.push('sender');
  if (ownLocationIds.includes(order.locationIdTo)) actors.push('receiver');
  if (loginUser.isGlobalAdmin || loginUser.isProvider) actors.push('provider');
  return actors;
}
