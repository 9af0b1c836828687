import { i18n } from '@lingui/core';
import { resolveLocale } from '../../domain/shared/language-resolution.ts';
import { fallbackLocale, type Locale } from '../../domain/shared/locales.ts';

export const languageKey = 'language';

/** The catalogs are compiled by Lingui's Vite plugin; each is its own chunk. */
const catalogs = import.meta.glob<{ messages: Record<string, string> }>('../../../locales/*.po');

export function initialLocale(): Locale {
  return resolveLocale(localStorage.getItem(languageKey), window.location.hostname);
}

/** Loads and activates a locale; if its catalog fails to load, nb-NO is used (spec §1). */
export async function activateLocale(locale: Locale): Promise<Locale> {
  try {
    const load = catalogs[`../../../locales/${locale}.po`];
    if (!load) throw new Error(`No catalog for ${locale}`);
    const { messages } = await load();
    i18n.loadAndActivate({ locale, messages });
    document.documentElement.lang = locale;
    return locale;
  } catch (error) {
    if (locale === fallbackLocale) throw error;
    return activateLocale(fallbackLocale);
  }
}

export { i18n };
