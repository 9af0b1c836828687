import { useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import { readReach, writeReach } from '../../../domain/orders/order-actors.ts';
import type { CountingScope, LocationReach } from './queries.ts';

export interface CountingActor {
  scope: CountingScope;
  /** Where the user may count: where they may act (the server's counting-access.ts). */
  countReach: LocationReach;
  /** Where they may read balances: a customer-level reporter reads the whole customer. */
  readReach: LocationReach;
  /** Who registers a count made on this device, until the server says so. */
  userName: string;
}

/** The acting customer, location and user of the session, as the app's layout route gives them. */
export function useCountingActor(): CountingActor {
  const { start } = useRouteContext({ from: '/app' });
  const { customer, location, loginUser, user } = start.status;
  const { id, name, number, statusId } = location;
  return useMemo(
    () => ({
      scope: { customerId: customer.id, acting: { id, name, number, statusId } },
      countReach: writeReach(loginUser),
      readReach: readReach(loginUser),
      userName: user.name,
    }),
    [customer.id, id, name, number, statusId, loginUser, user.name],
  );
}
