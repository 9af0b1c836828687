import 'dayjs/locale/da.js';
import 'dayjs/locale/fi.js';
import 'dayjs/locale/nb.js';
import 'dayjs/locale/sv.js';

/** Month and weekday names in the calendar follow the app's language (spec §1). */
const dayjsLocales: Record<string, string> = {
  'nb-NO': 'nb',
  'sv-SE': 'sv',
  'da-DK': 'da',
  'fi-FI': 'fi',
  'en-US': 'en',
};

export function dayjsLocale(locale: string): string {
  return dayjsLocales[locale] ?? 'en';
}
