import type { I18n } from '@lingui/core';
import type { PaymentMethod } from '../../../domain/shop-accounting/schemas.ts';
import type { ShopErrorType } from '../../../domain/shop-accounting/rules.ts';
import { apiErrorText } from '../../api/api-error-text.ts';
import { ApiError } from '../../api/api-error.ts';
import { paymentLabels, shopRefusalLabels } from './shop-labels.ts';

/** A payment method's name; Mobile is the market's (Vipps, Swish, MobilePay). */
export const paymentText = (method: PaymentMethod, mobileName: string, i18n: I18n) =>
  method === 'Mobile' ? mobileName : i18n._(paymentLabels[method]);

/** A refusal of the ledger in words, else the app's usual text. */
export function shopErrorText(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError) {
    const label = shopRefusalLabels[error.type as ShopErrorType];
    if (label) return i18n._(label);
  }
  return apiErrorText(error, i18n);
}

/** Money to 2 decimals in the user's language, without the currency (the column says it). */
export const money = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

/** The last 13 months, newest first, as YYYY-MM. */
export function recentMonths(today: string): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 13 }, (_, back) => {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
