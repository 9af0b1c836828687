import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { currentHost } from '../../config/hosts.ts';
import { fetchAuditLog, fetchAuditLogEntry, fetchAuditLogUsers, fetchCaches, fetchCustomers } from './api.ts';
import type { LogFilter } from './log-filter.ts';

/** Keys from general to specific; the market is in the root (the log and caches are the market's). */
export const globalAdminKeys = {
  all: ['global-admin', currentHost.market] as const,
  caches: () => [...globalAdminKeys.all, 'caches'] as const,
  log: () => [...globalAdminKeys.all, 'log'] as const,
  logList: (filter: LogFilter) => [...globalAdminKeys.log(), 'list', filter] as const,
  logEntry: (id: number) => [...globalAdminKeys.log(), 'entry', id] as const,
  logUsers: (customerId: number | null) => [...globalAdminKeys.log(), 'users', customerId] as const,
  customers: () => [...globalAdminKeys.all, 'customers'] as const,
};

/** The caches of the process that answers; refreshed every 10 s while the screen is open. */
export const cachesQuery = () =>
  queryOptions({
    queryKey: globalAdminKeys.caches(),
    queryFn: ({ signal }) => fetchCaches(signal),
    refetchInterval: 10_000,
  });

export const auditLogQuery = (filter: LogFilter) =>
  queryOptions({
    queryKey: globalAdminKeys.logList(filter),
    queryFn: ({ signal }) => fetchAuditLog(filter, signal),
    placeholderData: keepPreviousData,
  });

export const auditLogEntryQuery = (id: number) =>
  queryOptions({
    queryKey: globalAdminKeys.logEntry(id),
    queryFn: ({ signal }) => fetchAuditLogEntry(id, signal),
  });

export const auditLogUsersQuery = (customerId: number | null) =>
  queryOptions({
    queryKey: globalAdminKeys.logUsers(customerId),
    queryFn: ({ signal }) => fetchAuditLogUsers(customerId, signal),
    staleTime: 5 * 60_000,
  });

export const logCustomersQuery = () =>
  queryOptions({
    queryKey: globalAdminKeys.customers(),
    queryFn: ({ signal }) => fetchCustomers(signal),
    staleTime: 5 * 60_000,
  });
