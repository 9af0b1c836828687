import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { locales, type Locale } from '../../domain/shared/locales.ts';
import { apiErrorText } from '../api/api-error-text.ts';
import { callApi } from '../api/client.ts';
import { languageNames } from '../i18n/language-names.ts';
import { showLanguage } from '../i18n/show-language.ts';
import { startBundleQuery } from './queries.ts';
import { notify } from '../ui/notify/notify.ts';

export interface ProfileDialogProps {
  onClose: () => void;
}

/** The five languages by their own names, as the language picker shows them (never 'nb-NO'). */
const languageOptions = locales.map((locale) => ({ value: locale, label: languageNames[locale] }));
const isLocaleOption = (value: string | null): value is Locale =>
  languageOptions.some((option) => option.value === value);

/** My profile: edit it, or change the password, toggled by a link (spec §2, §5). */
export function ProfileDialog({ onClose }: ProfileDialogProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const router = useRouter();
  const { start } = useRouteContext({ from: '/app' });
  const user = start.status.loginUser;
  const [isPasswordMode, setIsPasswordMode] = useState(false);
  const [profile, setProfile] = useState({
    name: user.name,
    phone: user.phone,
    email: user.email,
    language: user.language,
  });
  const [passwords, setPasswords] = useState({ old: '', next: '', confirm: '' });
  const [isBusy, setIsBusy] = useState(false);
  const passwordsDiffer = passwords.confirm !== '' && passwords.next !== passwords.confirm;

  const handleSaveProfile = async (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    try {
      await callApi('user', { method: 'POST', body: { userId: user.id, ...profile } });
      // The session reads in the saved language from now on: the app shows it too (show-language.ts).
      if (isLocaleOption(profile.language) && profile.language !== i18n.locale) {
        showLanguage(profile.language);
        return;
      }
      notify({ kind: 'positive', title: t`Profile saved`, text: '' });
      await queryClient.invalidateQueries({ queryKey: startBundleQuery().queryKey });
      await router.invalidate();
      onClose();
    } catch (error) {
      notify({ kind: 'negative', title: t`Error saving profile`, text: apiErrorText(error, i18n) });
    } finally {
      setIsBusy(false);
    }
  };

  const handleChangePassword = async (event: FormEvent) => {
    event.preventDefault();
    if (passwords.next !== passwords.confirm) return;
    setIsBusy(true);
    try {
      await callApi('userPassword', {
        method: 'POST',
        body: { userId: user.id, oldPassword: passwords.old, newPassword: passwords.next },
      });
      notify({ kind: 'positive', title: t`Password changed`, text: '' });
      onClose();
    } catch (error) {
      notify({ kind: 'negative', title: t`Could not change password`, text: apiErrorText(error, i18n) });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={isPasswordMode ? t`Change password` : t`My profile`}
    >
      {isPasswordMode ? (
        <form onSubmit={handleChangePassword}>
          <Stack>
            <PasswordInput
              label={t`Old password`}
              required
              value={passwords.old}
              onChange={(e) => setPasswords({ ...passwords, old: e.currentTarget.value })}
            />
            <PasswordInput
              label={t`New password`}
              required
              minLength={7}
              value={passwords.next}
              onChange={(e) => setPasswords({ ...passwords, next: e.currentTarget.value })}
            />
            <PasswordInput
              label={t`Confirm new password`}
              required
              value={passwords.confirm}
              error={passwordsDiffer ? t`New passwords must match` : undefined}
              onChange={(e) => setPasswords({ ...passwords, confirm: e.currentTarget.value })}
            />
            <Button type="submit" loading={isBusy} disabled={passwordsDiffer}>
              <Trans>Change password</Trans>
            </Button>
            <Anchor component="button" type="button" onClick={() => setIsPasswordMode(false)}>
              <Trans>Edit profile</Trans>
            </Anchor>
          </Stack>
        </form>
      ) : (
        <form onSubmit={handleSaveProfile}>
          <Stack>
            <TextInput
              label={t`Name`}
              required
              value={profile.name}
              onChange={(e) => setProfile({ ...profile, name: e.currentTarget.value })}
            />
            <TextInput
              label={t`Phone`}
              required
              type="tel"
              value={profile.phone}
              onChange={(e) => setProfile({ ...profile, phone: e.currentTarget.value })}
            />
            <TextInput
              label={t`E-mail`}
              required
              type="email"
              value={profile.email}
              onChange={(e) => setProfile({ ...profile, email: e.currentTarget.value })}
            />
            <Select
              label={t`Language`}
              data={languageOptions}
              value={profile.language}
              allowDeselect={false}
              onChange={(language) => isLocaleOption(language) && setProfile({ ...profile, language })}
            />
            <Button type="submit" loading={isBusy}>
              <Trans>Save</Trans>
            </Button>
            <Anchor component="button" type="button" onClick={() => setIsPasswordMode(true)}>
              <Trans>Change password</Trans>
            </Anchor>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
