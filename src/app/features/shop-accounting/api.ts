import type {
  ShopClosing,
  ShopFilter,
  ShopListQuery,
  ShopOptions,
  ShopTotals,
  ShopTransaction,
  ShopTransactionInput,
  ShopTransactionPage,
} from '../../../domain/shop-accounting/schemas.ts';
import { callApi } from '../../api/client.ts';

const queryOf = (filter: Partial<ShopListQuery>) =>
  Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;

export const fetchShopOptions = (signal?: AbortSignal) => callApi<ShopOptions>('ShopOptions', { signal });

export const fetchShopTransactions = (query: ShopListQuery, signal?: AbortSignal) =>
  callApi<ShopTransactionPage>('ShopTransactions', {
    query: queryOf(query),
    signal,
    latestOf: 'ShopTransactions',
  });

export const fetchShopTotals = (filter: ShopFilter, signal?: AbortSignal) =>
  callApi<ShopTotals>('ShopTotals', { query: queryOf(filter), signal, latestOf: 'ShopTotals' });

export const fetchShopClosings = (month: string | undefined, signal?: AbortSignal) =>
  callApi<ShopClosing[]>('ShopClosings', { query: month ? { month } : {}, signal });

export const bookShopTransaction = (input: ShopTransactionInput) =>
  callApi<ShopTransaction>('shopTransaction', { method: 'POST', body: input });

export const reverseShopTransaction = (id: number) =>
  callApi<ShopTransaction>('shopTransactionReverse', { method: 'POST', body: { id } });

export const closeShopDay = (date: string) =>
  callApi<ShopClosing>('shopDayClose', { method: 'POST', body: { date } });

/** GET ShopTransactionsExport: the filtered period as a file. */
export const fetchShopExport = (filter: ShopFilter, format: 'csv' | 'xlsx') =>
  callApi<Blob>('ShopTransactionsExport', { query: { ...queryOf(filter), format }, raw: true });
