import { fallbackLocale, locales, type Locale } from './locales.ts';

const localeBySuffix: Record<string, Locale> = { se: 'sv-SE', dk: 'da-DK', fi: 'fi-FI' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The language of spec §1: the stored choice wins; otherwise the host's country suffix (.se Swedish,
 * .dk Danish, .fi Finnish), anything else Norwegian.
 */
export function resolveLocale(stored: string | null | undefined, hostname: string): Locale {
  if (isLocale(stored)) return stored;
  const suffix = hostname.split('.').pop()?.toLowerCase() ?? '';
  return localeBySuffix[suffix] ?? fallbackLocale;
}
