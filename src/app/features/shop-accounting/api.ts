import type {
  ShopClosing,
  ShopFilter,
  ShopListQuery,
  ShopOptions,
  ShopReverseInput,
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

/** One day's totals for the closing dialog (no `latestOf`: it must not cancel the screen's totals). */
export const fetchShopDayTotals = (day: string, signal?: AbortSignal) =>
  callApi<ShopTotals>('ShopTotals', { query: { day }, signal });

export const fetchShopClosings = (month: string | undefined, signal?: AbortSignal) =>
  callApi<ShopClosing[]>('ShopClosings', { query: month ? { month } : {}, signal });

/** The key is made once per form submit: a retry of the same submit cannot book the sale twice. */
export const bookShopTransaction = ({ input, key }: { input: ShopTransactionInput; key: string }) =>
  callApi<ShopTransaction>('shopTransaction', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': key },
  });

export const reverseShopTransaction = (input: ShopReverseInput) =>
  callApi<ShopTransaction>('shopTransactionReverse', { method: 'POST', body: input });

export const closeShopDay = (date: string) =>
  callApi<ShopClosing>('shopDayClose', { method: 'POST', body: { date } });

/** GET ShopTransactionsExport: the filtered period as a file. */
export const fetchShopExport = (filter: ShopFilter, format: 'csv' | 'xlsx') =>
  callApi<Blob>('ShopTransactionsExport', { query: { ...queryOf(filter), format }, raw: true });
