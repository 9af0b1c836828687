import { queryOptions } from '@tanstack/react-query';
import { currentHost } from '../../config/hosts.ts';
import { readThrough } from '../../offline/offline-reads.ts';
import {
  fetchCountingReports,
  fetchCustomerLocations,
  fetchLocationProducts,
  fetchMarketLocations,
  fetchOwnLocations,
  fetchStockDetails,
  type CountedLocation,
} from './api.ts';

/** How far a user reaches: the market, the acting customer, or their own locations (order-actors.ts). */
export type LocationReach = 'market' | 'customer' | 'locations';

/** Who is acting: the customer and the location every count and balance starts at. */
export interface CountingScope {
  customerId: number;
  acting: CountedLocation;
}

/** Keys from general to specific; the root holds the market and the actor, as every feature's does. */
export const countingKeys = {
  all: ({ customerId, acting }: CountingScope) =>
    ['counting', currentHost.market, customerId, acting.id] as const,
  locations: (scope: CountingScope, reach: LocationReach) =>
    [...countingKeys.all(scope), 'locations', reach] as const,
  reports: (scope: CountingScope, locationId: number) =>
    [...countingKeys.all(scope), 'reports', locationId] as const,
  products: (scope: CountingScope, locationId: number) =>
    [...countingKeys.all(scope), 'products', locationId] as const,
  stock: (scope: CountingScope, locationId: number) =>
    [...countingKeys.all(scope), 'stock', locationId] as const,
};

/** Locations and what they carry hardly change within a day. */
const staleTime = 5 * 60_000;
/** Counts and balances move with every truck: refreshed while the screen is open, as the dock's lists. */
const refreshMs = 30_000;
const activeStatusId = 1;

async function reachableLocations(scope: CountingScope, reach: LocationReach, signal?: AbortSignal) {
  const listed =
    reach === 'market'
      ? await fetchMarketLocations(signal)
      : reach === 'customer'
        ? await fetchCustomerLocations(signal)
        : await fetchOwnLocations(scope.customerId, signal);
  const others = listed.filter(
    (location) => location.id !== scope.acting.id && location.statusId === activeStatusId,
  );
  return [scope.acting, ...others.sort((a, b) => a.name.localeCompare(b.name))];
}

/** The acting location first, then the other active locations the user reaches, by name. */
export const reachableLocationsQuery = (scope: CountingScope, reach: LocationReach) =>
  queryOptions({
    queryKey: countingKeys.locations(scope, reach),
    queryFn: ({ signal }) =>
      readThrough(countingKeys.locations(scope, reach), () => reachableLocations(scope, reach, signal)),
    staleTime,
  });

export const countingReportsQuery = (scope: CountingScope, locationId: number) =>
  queryOptions({
    queryKey: countingKeys.reports(scope, locationId),
    queryFn: ({ signal }) =>
      readThrough(countingKeys.reports(scope, locationId), () => fetchCountingReports(locationId, signal)),
    refetchInterval: refreshMs,
  });

export const locationProductsQuery = (scope: CountingScope, locationId: number) =>
  queryOptions({
    queryKey: countingKeys.products(scope, locationId),
    queryFn: ({ signal }) =>
      readThrough(countingKeys.products(scope, locationId), () => fetchLocationProducts(locationId, signal)),
    staleTime,
  });

export const stockQuery = (scope: CountingScope, locationId: number) =>
  queryOptions({
    queryKey: countingKeys.stock(scope, locationId),
    queryFn: ({ signal }) =>
      readThrough(countingKeys.stock(scope, locationId), () => fetchStockDetails(locationId, signal)),
    refetchInterval: refreshMs,
  });
