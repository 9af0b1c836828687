import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { currentHost } from '../../config/hosts.ts';
import { fetchCustomers, fetchEmailArchive, fetchEmailMessage } from './api.ts';
import type { ArchiveFilter } from './archive-filter.ts';

/** Keys from general to specific; the root holds the market and the acting customer. */
export const emailArchiveKeys = {
  all: (customerId: number) => ['email-archive', currentHost.market, customerId] as const,
  lists: (customerId: number) => [...emailArchiveKeys.all(customerId), 'list'] as const,
  list: (customerId: number, filter: ArchiveFilter) =>
    [...emailArchiveKeys.lists(customerId), filter] as const,
  detail: (customerId: number, id: number) => [...emailArchiveKeys.all(customerId), 'detail', id] as const,
  customers: (customerId: number) => [...emailArchiveKeys.all(customerId), 'customers'] as const,
};

/** A page of the archive; the rows stay while the next filter loads. */
export const emailArchiveQuery = (customerId: number, filter: ArchiveFilter) =>
  queryOptions({
    queryKey: emailArchiveKeys.list(customerId, filter),
    queryFn: ({ signal }) => fetchEmailArchive(filter, signal),
    placeholderData: keepPreviousData,
  });

export const emailMessageQuery = (customerId: number, id: number) =>
  queryOptions({
    queryKey: emailArchiveKeys.detail(customerId, id),
    queryFn: ({ signal }) => fetchEmailMessage(id, signal),
  });

export const archiveCustomersQuery = (customerId: number) =>
  queryOptions({
    queryKey: emailArchiveKeys.customers(customerId),
    queryFn: ({ signal }) => fetchCustomers(signal),
    staleTime: 5 * 60_000,
  });
