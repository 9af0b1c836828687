import type { Locale } from '../../domain/shared/locales.ts';

/**
 * Language names in their own language, so anyone finds theirs (spec §2): the language picker and
 * the profile name the five locales with them, never by their codes.
 */
/* eslint-disable lingui/no-unlocalized-strings -- each name is written in its own language on purpose */
export const languageNames: Record<Locale, string> = {
  'nb-NO': 'Norsk',
  'sv-SE': 'Svenska',
  'da-DK': 'Dansk',
  'fi-FI': 'Suomi',
  'en-US': 'English',
};
/* eslint-enable lingui/no-unlocalized-strings */
