import { formatMoney } from '../../../domain/shared/money-format.ts';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatDateTime, formatDay, formatMonth } from '../../../domain/shared/date-format.ts';

/**
 * Numbers, money, percentages and months in the user's language (spec §9): money with at least
 * 2 decimals, fill and reuse degrees with 1 decimal, tons with 1.
 */
export function useReportFormat() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(() => {
    const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const tons = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    const money = (amount: number, currency?: string | null) => formatMoney(amount, currency, locale);
    return {
      count: (value: number) => count.format(value),
      tons: (value: number) => tons.format(value),
      money,
      /** A degree given in % (85.25 → '85.3 %'). */
      percent: (value: number) => percent.format(value / 100),
      /** 'YYYY-MM' or 'YYYY-MM-DD' → the month's name and year. */
      month: (value: string) => formatMonth(value, locale),
      day: (value: string) => formatDay(value.slice(0, 10), locale),
      moment: (value: string) => formatDateTime(value, locale),
    };
  }, [locale]);
}

export type ReportFormat = ReturnType<typeof useReportFormat>;
