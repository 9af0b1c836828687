import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

/**
 * Numbers, money and dates in the current language. Money shows at least 2 decimals (spec §9); an
 * unknown currency code is shown after the number instead of failing.
 */
export function useDetailFormat() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const decimals = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
    // Order dates are calendar days (yyyy-MM-dd): read and shown in UTC so no time zone moves the day.
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    const money = (amount: number, currency: string | null) => {
      if (!currency) return decimals.format(amount);
      try {
        return new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          minimumFractionDigits: 2,
          maximumFractionDigits: 4,
        }).format(amount);
      } catch {
        return `${decimals.format(amount)} ${currency}`;
      }
    };
    return {
      number: (value: number) => number.format(value),
      money,
      day: (value: string) => day.format(new Date(`${value}T00:00:00Z`)),
      moment: (value: string) => moment.format(new Date(value)),
    };
  }, [locale]);
}
