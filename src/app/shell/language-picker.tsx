import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { locales, type Locale } from '../../domain/shared/locales.ts';
import { ApiError } from '../api/api-error.ts';
import { saveLanguage } from '../session/api.ts';
import { languageKey } from '../i18n/i18n.ts';

/** Language names in their own language, so anyone finds theirs (spec §2). */
/* eslint-disable lingui/no-unlocalized-strings -- each name is written in its own language on purpose */
const languageNames: Record<Locale, string> = {
  'nb-NO': 'Norsk',
  'sv-SE': 'Svenska',
  'da-DK': 'Dansk',
  'fi-FI': 'Suomi',
  'en-US': 'English',
};
/* eslint-enable lingui/no-unlocalized-strings */

export interface LanguagePickerProps {
  isOpen: boolean;
  onClose: () => void;
}

/** Saves the language through POST Language and reloads the page (spec §7). */
export function LanguagePicker({ isOpen, onClose }: LanguagePickerProps) {
  const { t, i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);

  const handlePick = async (language: Locale) => {
    setError(null);
    try {
      await saveLanguage(language);
      localStorage.setItem(languageKey, language);
      window.location.reload();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.reason : String(caught));
    }
  };

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={t`Language`}
    >
      <Stack>
        {locales.map((locale) => (
          <Button
            key={locale}
            size="md"
            variant={i18n.locale === locale ? 'filled' : 'default'}
            lang={locale}
            onClick={() => void handlePick(locale)}
          >
            {languageNames[locale]}
          </Button>
        ))}
        {error && (
          <Alert color="red" role="alert">
            <Trans>The language could not be changed: {error}</Trans>
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
