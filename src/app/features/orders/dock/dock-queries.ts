import { queryOptions } from '@tanstack/react-query';
import { readThrough } from '../../../offline/offline-reads.ts';
import { listFreshMs, orderKeys, type OrderScope } from '../queries.ts';
import { fetchDockOrders, fetchExternalLocations } from './dock-api.ts';

/** Under the acting location's order keys: a user switch never shows another location's dock. */
export const dockKeys = {
  orders: (scope: OrderScope) => [...orderKeys.all(scope), 'dock'] as const,
  externalLocations: (scope: OrderScope) => [...orderKeys.all(scope), 'external-locations'] as const,
};

/** How often the dock's lists and badges are refreshed, like the disagreements (spec §4, §9: 30 s). */
export const dockPollMs = 30_000;

/** The dock's work lists, kept on the device so a tablet without network still has its day's work. */
export const dockOrdersQuery = (scope: OrderScope) =>
  queryOptions({
    queryKey: dockKeys.orders(scope),
    queryFn: ({ signal }) => readThrough(dockKeys.orders(scope), () => fetchDockOrders(signal)),
    refetchInterval: dockPollMs,
    staleTime: listFreshMs,
  });

export const externalLocationsQuery = (scope: OrderScope) =>
  queryOptions({
    queryKey: dockKeys.externalLocations(scope),
    queryFn: ({ signal }) =>
      readThrough(dockKeys.externalLocations(scope), () => fetchExternalLocations(signal)),
    staleTime: 5 * 60_000,
  });
