import { useLingui } from '@lingui/react/macro';
import { weekdayName } from '../../../../domain/shared/date-format.ts';

/** Monday to Friday, short, in the user's language. */
export function useWeekdayNames(): string[] {
  const { i18n } = useLingui();
  return [1, 2, 3, 4, 5].map((day) => weekdayName(day, i18n.locale, 'short'));
}
