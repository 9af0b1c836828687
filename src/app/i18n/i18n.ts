import { i18n } from '@lingui/core';
import { resolveLocale } from '../../domain/shared/language-resolution.ts';
import { fallbackLocale, type Locale } from '../../domain/shared/locales.ts';

export const languageKey = 'language';

type Catalog = { messages: Record<string, string> };
/** The catalogs are compiled by Lingui's Vite plugin; each is its own chunk. */
const catalogs = import.meta.glob<Catalog>('../../../locales/*.po');
/** The messages of the start chunk alone (scripts/start-catalog-plugin.ts): what /login needs to show. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a module query, not a text
const startCatalogs = import.meta.glob<Catalog>('../../../locales/*.po', { query: '?start' });

/** The routes whose screen is in the start chunk, so the start catalog has their messages. */
export const startCatalogPaths = new Set(['/', '/login']);

/** The active locale's whole catalog: loaded once asked for (`catalogComplete`), or already in. */
let complete: Promise<void> | null = Promise.resolve();
const wholeCatalogs = new Map<Locale, Catalog['messages']>();

export function initialLocale(): Locale {
  return resolveLocale(localStorage.getItem(languageKey), window.location.hostname);
}

async function load(from: typeof catalogs, locale: Locale): Promise<Catalog['messages']> {
  const loadCatalog = from[`../../../locales/${locale}.po`];
  if (!loadCatalog) throw new Error(`No catalog for ${locale}`);
  return (await loadCatalog()).messages;
}

/**
 * Loads and activates a locale; if its catalog fails to load, nb-NO is used (spec §1). On /login only
 * the start catalog is loaded, and the whole one when a screen asks for it (`catalogComplete()`: the
 * login's submit, or a screen beyond /login); a language switch and a start on another screen
 * (`whole`) wait for the whole catalog, so the open screen never shows a message id.
 */
export async function activateLocale(locale: Locale, { whole = false } = {}): Promise<Locale> {
  try {
    const known = wholeCatalogs.get(locale);
    const messages = known ?? (await load(whole ? catalogs : startCatalogs, locale));
    if (whole) wholeCatalogs.set(locale, messages);
    i18n.loadAndActivate({ locale, messages: { ...messages } });
    document.documentElement.lang = locale;
    complete = known || whole ? Promise.resolve() : null;
    return locale;
  } catch (error) {
    if (locale === fallbackLocale) throw error;
    return activateLocale(fallbackLocale, { whole });
  }
}

async function completeCatalog(locale: Locale): Promise<void> {
  try {
    const messages = await load(catalogs, locale);
    wholeCatalogs.set(locale, messages);
    // Merged into the locale's messages; I18nProvider renders again on the change.
    i18n.load(locale, messages);
  } catch {
    // The start catalog stays: a screen's messages outside it show as their ids rather than nothing.
  }
}

/** Resolves once the active locale's whole catalog is in, loading it if need be: every screen but /login waits for it. */
export function catalogComplete(): Promise<void> {
  return (complete ??= completeCatalog(i18n.locale as Locale));
}

export { i18n };
