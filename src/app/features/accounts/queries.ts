import { queryOptions } from '@tanstack/react-query';
import type { NewCustomerRequestStatus } from '../../../domain/accounts/new-customer.ts';
import { currentHost } from '../../config/hosts.ts';
import { checkResetLink, fetchNewCustomerContact, fetchNewCustomerRequests } from './api.ts';

/** A list filter: one status, or every request. */
export type RequestFilter = NewCustomerRequestStatus | 'all';

/** Keys from general to specific; the requests are the market's, read by its global admins only. */
export const accountKeys = {
  all: ['accounts', currentHost.market] as const,
  contact: () => [...accountKeys.all, 'contact'] as const,
  resetLink: (token: string) => [...accountKeys.all, 'reset-link', token] as const,
  requests: () => [...accountKeys.all, 'new-customer-requests'] as const,
  requestList: (filter: RequestFilter) => [...accountKeys.requests(), filter] as const,
};

export const newCustomerContactQuery = () =>
  queryOptions({
    queryKey: accountKeys.contact(),
    queryFn: ({ signal }) => fetchNewCustomerContact(signal),
    staleTime: Infinity,
  });

/** Whether a reset link may still be used; asked once per visit, never retried (a refusal is the answer). */
export const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: accountKeys.resetLink(token),
    queryFn: ({ signal }) => checkResetLink(token, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const newCustomerRequestsQuery = (filter: RequestFilter) =>
  queryOptions({
    queryKey: accountKeys.requestList(filter),
    queryFn: ({ signal }) => fetchNewCustomerRequests(filter === 'all' ? undefined : filter, signal),
  });
