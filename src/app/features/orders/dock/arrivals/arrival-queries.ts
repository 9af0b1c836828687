import { queryOptions } from '@tanstack/react-query';
import { readThrough } from '../../../../offline/offline-reads.ts';
import { orderKeys, type OrderScope } from '../../queries.ts';
import { fetchCustomerLocations, fetchLocationProducts, fetchMarketLocations } from './arrivals-api.ts';

/** Under the acting customer and location, like every order key: a user switch reads anew. */
export const arrivalKeys = {
  locations: (scope: OrderScope) => [...orderKeys.all(scope), 'locations'] as const,
  customerLocations: (scope: OrderScope) => [...arrivalKeys.locations(scope), 'customer'] as const,
  marketLocations: (scope: OrderScope) => [...arrivalKeys.locations(scope), 'market'] as const,
  locationProducts: (scope: OrderScope, locationId: number) =>
    [...orderKeys.all(scope), 'location-products', locationId] as const,
};

/** Locations and product lists hardly change within a day; kept on the device for the dock offline. */
const staleTime = 5 * 60_000;

export const customerLocationsQuery = (scope: OrderScope) =>
  queryOptions({
    queryKey: arrivalKeys.customerLocations(scope),
    queryFn: ({ signal }) =>
      readThrough(arrivalKeys.customerLocations(scope), () => fetchCustomerLocations(signal)),
    staleTime,
  });

/** Provider staff at a provider location deal with every location of the market at their docks. */
export const marketLocationsQuery = (scope: OrderScope) =>
  queryOptions({
    queryKey: arrivalKeys.marketLocations(scope),
    queryFn: ({ signal }) =>
      readThrough(arrivalKeys.marketLocations(scope), () => fetchMarketLocations(signal)),
    staleTime,
  });

/**
 * The choices another location carries, to flag a delivery's products it may not take (spec §5).
 * Not retried: a location the session may not look at (403) or a device offline with nothing kept
 * just leaves the check to the server.
 */
export const locationProductsQuery = (scope: OrderScope, locationId: number) =>
  queryOptions({
    queryKey: arrivalKeys.locationProducts(scope, locationId),
    queryFn: ({ signal }) =>
      readThrough(arrivalKeys.locationProducts(scope, locationId), () =>
        fetchLocationProducts(locationId, signal),
      ),
    staleTime,
    retry: false,
  });
