import { queryOptions } from '@tanstack/react-query';
import { currentHost } from '../../config/hosts.ts';
import { fetchCompany } from './api.ts';

/** Keys from general to specific; the root holds the market and the acting customer. */
export const companyKeys = {
  all: (customerId: number) => ['company', currentHost.market, customerId] as const,
  info: (customerId: number) => [...companyKeys.all(customerId), 'info'] as const,
};

export const companyQuery = (customerId: number) =>
  queryOptions({
    queryKey: companyKeys.info(customerId),
    queryFn: ({ signal }) => fetchCompany(signal),
  });
