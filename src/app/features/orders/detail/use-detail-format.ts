import { formatMoney } from '../../../../domain/shared/money-format.ts';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatDateTime, formatDay } from '../../../../domain/shared/date-format.ts';

/**
 * Numbers, money and dates in the current language. Money shows at least 2 decimals (spec §9); an
 * unknown currency code is shown after the number instead of failing.
 */
export function useDetailFormat() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const money = (amount: number, currency?: string | null) => formatMoney(amount, currency, locale);
    return {
      number: (value: number) => number.format(value),
      money,
      day: (value: string) => formatDay(value, locale),
      moment: (value: string) => formatDateTime(value, locale),
    };
  }, [locale]);
}
