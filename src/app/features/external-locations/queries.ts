import { queryOptions } from '@tanstack/react-query';
import { currentHost } from '../../config/hosts.ts';
import { fetchExternalLocations, fetchOwnLocations } from './api.ts';

/** Keys from general to specific; the root holds the market and the acting customer. */
export const externalLocationKeys = {
  all: (customerId: number) => ['external-locations', currentHost.market, customerId] as const,
  list: (customerId: number) => [...externalLocationKeys.all(customerId), 'list'] as const,
  ownLocations: (customerId: number) => [...externalLocationKeys.all(customerId), 'own-locations'] as const,
};

export const externalLocationListQuery = (customerId: number) =>
  queryOptions({
    queryKey: externalLocationKeys.list(customerId),
    queryFn: ({ signal }) => fetchExternalLocations(signal),
  });

export const ownLocationsQuery = (customerId: number) =>
  queryOptions({
    queryKey: externalLocationKeys.ownLocations(customerId),
    queryFn: ({ signal }) => fetchOwnLocations(signal),
    staleTime: 5 * 60_000,
  });
