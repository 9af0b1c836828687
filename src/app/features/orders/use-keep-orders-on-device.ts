import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOnline } from '../../offline/use-outbox.ts';
import { emptyOrderFilter } from '../../ui/order-grid/order-filter-value.ts';
import { defaultOrderSort } from './api.ts';
import { customerLocationsQuery, marketLocationsQuery } from './dock/arrivals/arrival-queries.ts';
import { dockOrdersQuery, externalLocationsQuery } from './dock/dock-queries.ts';
import { editorQueries } from './editor/editor-queries.ts';
import { orderListQuery, type OrderScope } from './queries.ts';

const refreshMs = 5 * 60_000;
const settleMs = 15_000;

export interface KeepOptions {
  /** The dock's screens are in the navigation: keep their lists and pickers too (issue 6). */
  isDock: boolean;
  /** Provider staff pick partners from the whole market. */
  isMarketWide: boolean;
}

/**
 * Keeps the current location's order list (with every order's lines), its products and the provider
 * locations on the device while online, as the screens first ask for them — and for a dock, its work
 * lists, the locations it receives from and delivers to, and its external locations: a tablet that
 * goes offline later can still open those orders and do the dock's work.
 */
export function useKeepOrdersOnDevice(scope: OrderScope, { isDock, isMarketWide }: KeepOptions) {
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
      if (!isDock) return;
      void queryClient.prefetchQuery({ ...dockOrdersQuery(actor), staleTime: refreshMs });
      void queryClient.prefetchQuery(customerLocationsQuery(actor));
      void queryClient.prefetchQuery(externalLocationsQuery(actor));
      if (isMarketWide) void queryClient.prefetchQuery(marketLocationsQuery(actor));
    };
    // Not at once: right after a start or a reconnect the screen's own calls and the outbox's replay go first.
    const first = setTimeout(refresh, settleMs);
    const timer = setInterval(refresh, refreshMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [online, customerId, locationId, isDock, isMarketWide, queryClient]);
}
