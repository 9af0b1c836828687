import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import { orderEntityKey } from '../../../offline/entity-keys.ts';
import { useEntityEntries } from '../../../offline/use-outbox.ts';
import { orderDetailQuery } from '../detail/order-detail-queries.ts';
import type { OrderScope } from '../queries.ts';
import { withDockWork } from './pending-dock-work.ts';

/** The acting customer and location, which every dock call and kept read is scoped to. */
export function useDockScope(): OrderScope & { isProviderLocation: boolean } {
  const { start } = useRouteContext({ from: '/app' });
  const { customer, location } = start.status;
  return { customerId: customer.id, locationId: location.id, isProviderLocation: location.isProvider };
}

/**
 * One order on a dock screen: the server's copy (or the kept one offline) with this device's unsent
 * work applied, and the entries behind it.
 */
export function useDockOrder(orderId: number) {
  const scope = useDockScope();
  const query = useQuery({ ...orderDetailQuery(scope, orderId), enabled: orderId > 0 });
  const entries = useEntityEntries(orderEntityKey(orderId));
  const shown = useMemo(
    () => query.data && withDockWork(query.data, entries, { isProviderLocation: scope.isProviderLocation }),
    [query.data, entries, scope.isProviderLocation],
  );
  return { scope, query, shown, entries };
}
