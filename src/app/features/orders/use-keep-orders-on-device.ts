import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOnline } from '../../offline/use-outbox.ts';
import { emptyOrderFilter } from '../../ui/order-grid/order-filter-value.ts';
import { defaultOrderSort } from './api.ts';
import { editorQueries } from './editor/editor-queries.ts';
import { orderListQuery, type OrderScope } from './queries.ts';

const refreshMs = 5 * 60_000;
const settleMs = 15_000;

/**
 * Keeps the current location's order list (with every order's lines), its products and the provider
 * locations on the device while online, as the screens first ask for them: a tablet that goes offline
 * later can still open those orders.
 */
export function useKeepOrdersOnDevice(scope: OrderScope) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const { customerId, locationId } = scope;
  useEffect(() => {
    if (!online) return;
    const actor = { customerId, locationId };
    const refresh = () => {
      const list = orderListQuery(
        actor,
        { ...emptyOrderFilter, transactionType: undefined },
        defaultOrderSort,
      );
      void queryClient.prefetchQuery({ ...list, staleTime: refreshMs });
      void queryClient.prefetchQuery(editorQueries.choices(actor));
      void queryClient.prefetchQuery(editorQueries.partners(actor));
    };
    // Not at once: right after a start or a reconnect the screen's own calls and the outbox's replay go first.
    const first = setTimeout(refresh, settleMs);
    const timer = setInterval(refresh, refreshMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [online, customerId, locationId, queryClient]);
}
