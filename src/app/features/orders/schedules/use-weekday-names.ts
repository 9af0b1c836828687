import { useLingui } from '@lingui/react/macro';

/** Monday to Friday, short, in the user's language (a Monday of reference: 2024-01-01). */
export function useWeekdayNames(): string[] {
  const { i18n } = useLingui();
  const format = new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', timeZone: 'UTC' });
  return [1, 2, 3, 4, 5].map((day) => format.format(new Date(Date.UTC(2024, 0, day, 12))));
}
