import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { locales, type Locale } from '../../domain/shared/locales.ts';
import { apiErrorText } from '../api/api-error-text.ts';
import { languageNames } from '../i18n/language-names.ts';
import { showLanguage } from '../i18n/show-language.ts';
import { saveLanguage } from '../session/api.ts';

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
      showLanguage(language);
    } catch (caught) {
      setError(apiErrorText(caught, i18n));
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
