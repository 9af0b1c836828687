import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { isLocale } from '../../domain/shared/language-resolution.ts';
import { activateLocale, languageKey } from '../i18n/i18n.ts';

/** Makes a language the stored choice and shows it (spec §1: the stored choice wins). */
export function useLocaleSwitch() {
  const { i18n } = useLingui();
  return useCallback(
    async (language: string) => {
      if (!isLocale(language)) return;
      localStorage.setItem(languageKey, language);
      if (i18n.locale !== language) await activateLocale(language, { whole: true });
    },
    [i18n],
  );
}
