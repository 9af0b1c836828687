import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOnline } from '../../offline/use-outbox.ts';
import { emptyOrderFilter } from '../../ui/order-grid/order-filter-value.ts';
import { defaultOrderSort } from './api.ts';
import { orderListQuery, type OrderScope } from './queries.ts';

const refreshMs = 5 * 60_000;

/**
 * Keeps the current location's order list (with every order's lines) on the device while online, as
 * the Orders screen first shows it: a tablet that goes offline later can still open those orders.
 */
export function useKeepOrdersOnDevice(scope: OrderScope) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const { customerId, locationId } = scope;
  useEffect(() => {
    if (!online) return;
    const refresh = () =>
      void queryClient.prefetchQuery({
        ...orderListQuery(
          { customerId, locationId },
          { ...emptyOrderFilter, transactionType: undefined },
          defaultOrderSort,
        ),
        staleTime: refreshMs,
      });
    refresh();
    const timer = setInterval(refresh, refreshMs);
    return () => clearInterval(timer);
  }, [online, customerId, locationId, queryClient]);
}
