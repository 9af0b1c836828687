import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ShopFilter, ShopListQuery } from '../../../domain/shop-accounting/schemas.ts';
import { currentHost } from '../../config/hosts.ts';
import {
  fetchShopClosings,
  fetchShopDayTotals,
  fetchShopOptions,
  fetchShopTotals,
  fetchShopTransactions,
} from './api.ts';

export const shopKeys = {
  all: () => ['shop-accounting', currentHost.market] as const,
  options: () => [...shopKeys.all(), 'options'] as const,
  list: (query: ShopListQuery) => [...shopKeys.all(), 'list', query] as const,
  totals: (filter: ShopFilter) => [...shopKeys.all(), 'totals', filter] as const,
  dayTotals: (day: string) => [...shopKeys.all(), 'day-totals', day] as const,
  closings: (month: string | undefined) => [...shopKeys.all(), 'closings', month ?? ''] as const,
};

export const shopOptionsQuery = () =>
  queryOptions({ queryKey: shopKeys.options(), queryFn: ({ signal }) => fetchShopOptions(signal) });

export const shopListQuery = (query: ShopListQuery) =>
  queryOptions({
    queryKey: shopKeys.list(query),
    queryFn: ({ signal }) => fetchShopTransactions(query, signal),
    placeholderData: keepPreviousData,
  });

export const shopTotalsQuery = (filter: ShopFilter) =>
  queryOptions({
    queryKey: shopKeys.totals(filter),
    queryFn: ({ signal }) => fetchShopTotals(filter, signal),
    placeholderData: keepPreviousData,
  });

export const shopClosingsQuery = (month: string | undefined) =>
  queryOptions({
    queryKey: shopKeys.closings(month),
    queryFn: ({ signal }) => fetchShopClosings(month, signal),
  });

export const shopDayTotalsQuery = (day: string) =>
  queryOptions({
    queryKey: shopKeys.dayTotals(day),
    queryFn: ({ signal }) => fetchShopDayTotals(day, signal),
  });
