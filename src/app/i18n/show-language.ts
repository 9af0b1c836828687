import type { Locale } from '../../domain/shared/locales.ts';
import { languageKey } from './i18n.ts';

/**
 * Shows the app in a language the server has just stored for the session (POST Language, or the
 * profile): the choice is kept on the device and the page reloads (spec §7). The reload drops every
 * cached read, so reference names (products, treatments, qualities, truck types) come again in the new
 * language (issue 15 item 5) rather than staying in the old one under the same query keys.
 */
export function showLanguage(language: Locale) {
  localStorage.setItem(languageKey, language);
  window.location.reload();
}
