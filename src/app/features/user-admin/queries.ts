import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { currentHost } from '../../config/hosts.ts';
import { fetchAdminUser, fetchAdminUsers, fetchCustomerLocations, type UserListFilter } from './api.ts';

/** Keys from general to specific; the root holds the market and the administered (acting) customer. */
export const userAdminKeys = {
  all: (customerId: number) => ['user-admin', currentHost.market, customerId] as const,
  lists: (customerId: number) => [...userAdminKeys.all(customerId), 'list'] as const,
  list: (customerId: number, filter: UserListFilter) => [...userAdminKeys.lists(customerId), filter] as const,
  detail: (customerId: number, id: number) => [...userAdminKeys.all(customerId), 'detail', id] as const,
  locations: (customerId: number) => [...userAdminKeys.all(customerId), 'locations'] as const,
};

/** While the next page or search loads, the rows shown stay: no flicker when typing. */
export const adminUsersQuery = (customerId: number, filter: UserListFilter) =>
  queryOptions({
    queryKey: userAdminKeys.list(customerId, filter),
    queryFn: ({ signal }) => fetchAdminUsers(filter, signal),
    placeholderData: keepPreviousData,
  });

export const adminUserQuery = (customerId: number, id: number) =>
  queryOptions({
    queryKey: userAdminKeys.detail(customerId, id),
    queryFn: ({ signal }) => fetchAdminUser(id, signal),
    // The form must start from the row as it is now: a stale version would only meet a 409.
    staleTime: 0,
  });

export const customerLocationsQuery = (customerId: number) =>
  queryOptions({
    queryKey: userAdminKeys.locations(customerId),
    queryFn: ({ signal }) => fetchCustomerLocations(signal),
    staleTime: 5 * 60_000,
  });
