import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminLocationsQuery } from '../../../domain/admin/locations.ts';
import { currentHost } from '../../config/hosts.ts';
import {
  fetchAdminLocation,
  fetchAdminLocations,
  fetchCustomerChoices,
  fetchLocationAddresses,
  fetchPoolingGroups,
} from './api.ts';

/** Keys from general to specific; the root holds the market and the acting customer. */
export const locationAdminKeys = {
  all: (customerId: number) => ['location-admin', currentHost.market, customerId] as const,
  lists: (customerId: number) => [...locationAdminKeys.all(customerId), 'list'] as const,
  list: (customerId: number, query: AdminLocationsQuery) =>
    [...locationAdminKeys.lists(customerId), query] as const,
  detail: (customerId: number, id: number) => [...locationAdminKeys.all(customerId), 'detail', id] as const,
  addresses: (customerId: number, id: number) =>
    [...locationAdminKeys.all(customerId), 'addresses', id] as const,
  poolingGroups: (customerId: number) => [...locationAdminKeys.all(customerId), 'pooling-groups'] as const,
  customers: (customerId: number) => [...locationAdminKeys.all(customerId), 'customers'] as const,
};

export const adminLocationsQuery = (customerId: number, query: AdminLocationsQuery) =>
  queryOptions({
    queryKey: locationAdminKeys.list(customerId, query),
    queryFn: ({ signal }) => fetchAdminLocations(query, signal),
    // A new search keeps the last rows on screen until its answer comes.
    placeholderData: keepPreviousData,
  });

export const adminLocationQuery = (customerId: number, id: number) =>
  queryOptions({
    queryKey: locationAdminKeys.detail(customerId, id),
    queryFn: ({ signal }) => fetchAdminLocation(id, signal),
  });

export const locationAddressesQuery = (customerId: number, id: number) =>
  queryOptions({
    queryKey: locationAdminKeys.addresses(customerId, id),
    queryFn: ({ signal }) => fetchLocationAddresses(id, signal),
  });

/** Pooling groups and customers hardly change within a visit. */
const choicesStaleTime = 10 * 60_000;

export const poolingGroupsQuery = (customerId: number) =>
  queryOptions({
    queryKey: locationAdminKeys.poolingGroups(customerId),
    queryFn: ({ signal }) => fetchPoolingGroups(signal),
    staleTime: choicesStaleTime,
  });

export const customerChoicesQuery = (customerId: number) =>
  queryOptions({
    queryKey: locationAdminKeys.customers(customerId),
    queryFn: ({ signal }) => fetchCustomerChoices(signal),
    staleTime: choicesStaleTime,
  });
