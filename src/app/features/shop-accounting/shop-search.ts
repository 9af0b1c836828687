import {
  paymentMethods,
  type PaymentMethod,
  type ShopChannel,
} from '../../../domain/shop-accounting/ledger-terms.ts';

/** The screen's filters as the address keeps them; no zod here (the route's search is in the start chunk). */
export interface ShopSearch {
  day?: string;
  month?: string;
  channel?: ShopChannel;
  productId?: string;
  paymentMethod?: PaymentMethod;
  page?: string;
}

const checks: Record<keyof ShopSearch, (text: string) => boolean> = {
  day: (text) => /^20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/.test(text),
  month: (text) => /^20[0-9]{2}-(0[1-9]|1[0-2])$/.test(text),
  channel: (text) => text === 'Shop' || text === 'Wholesale',
  productId: (text) => /^[A-Za-z0-9_-]{1,40}$/.test(text),
  paymentMethod: (text) => (paymentMethods as readonly string[]).includes(text),
  page: (text) => /^[1-9][0-9]{0,5}$/.test(text),
};

/** A value that is no filter is dropped, never an error screen. */
export function parseShopSearch(search: Record<string, unknown>): ShopSearch {
  const result: Record<string, string> = {};
  for (const key of Object.keys(checks) as (keyof ShopSearch)[]) {
    const value = search[key];
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text === 'string' && text !== '' && checks[key](text)) result[key] = text;
  }
  return result as ShopSearch;
}
