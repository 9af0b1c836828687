import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { resetFormProblem } from '../../../../domain/accounts/password-reset.ts';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { resetPassword } from '../api.ts';
import { resetFormProblemLabels } from '../reset-form-problem-labels.ts';

export interface ResetPasswordFormProps {
  token: string;
  loginName: string;
  onDone: (loginName: string) => void;
  /** The link was used up or expired while the user typed. */
  onInvalidLink: () => void;
}

/** New password and its confirmation for the link's account (spec §3 Password reset, §5). */
export function ResetPasswordForm({ token, loginName, onDone, onInvalidLink }: ResetPasswordFormProps) {
  const { t, i18n } = useLingui();
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = resetFormProblem(newPassword, confirmation);
    if (problem) {
      const label = resetFormProblemLabels[problem];
      setError(label ? i18n._(label) : problem);
      return;
    }
    setIsBusy(true);
    setError(null);
    try {
      const answer = await resetPassword(token, newPassword);
      onDone(answer.loginName);
    } catch (caught) {
      setIsBusy(false);
      if (caught instanceof ApiError && caught.code === 'InvalidResetLink') onInvalidLink();
      else setError(apiErrorText(caught, i18n));
    }
  };

  return (
    <form onSubmit={handleSubmit} aria-label={t`Choose a new password`} noValidate>
      <Stack>
        <Text>
          <Trans>
            Choose a new password for <strong>{loginName}</strong>.
          </Trans>
        </Text>
        {/* Lets a password manager store the new password under the right login. */}
        <input type="text" name="username" autoComplete="username" value={loginName} readOnly hidden />
        <PasswordInput
          label={t`New password`}
          name="newPassword"
          autoComplete="new-password"
          description={t`At least 7 characters`}
          required
          size="md"
          value={newPassword}
          onChange={(event) => setNewPassword(event.currentTarget.value)}
        />
        <PasswordInput
          label={t`Confirm new password`}
          name="confirmPassword"
          autoComplete="new-password"
          required
          size="md"
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" size="md" loading={isBusy}>
          <Trans>Save password</Trans>
        </Button>
      </Stack>
    </form>
  );
}
