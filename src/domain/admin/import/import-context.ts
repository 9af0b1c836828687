import type { CountryId } from '../../shared/countries.ts';
import { fallbackLocale, type Locale } from '../../shared/locales.ts';

/** What an empty country or language cell becomes: the market's country and language. */
export interface ImportContext {
  countryId: CountryId;
  language: Locale;
}

/** The app's preview uses this when it does not know the market; the server passes the market's. */
export const defaultImportContext: ImportContext = { countryId: 'NOR', language: fallbackLocale };
