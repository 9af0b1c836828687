import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { sendPasswordReset } from '../api.ts';

export interface PasswordResetButtonProps {
  userId: number;
  isActive: boolean;
}

/** 'Reset password by e-mail' (spec §6): the user gets a set-password link. */
export function PasswordResetButton({ userId, isActive }: PasswordResetButtonProps) {
  const { t, i18n } = useLingui();
  const reset = useMutation({
    mutationFn: () => sendPasswordReset(userId),
    onSuccess: ({ email }) => notify({ kind: 'positive', text: t`A reset link was sent to ${email}` }),
    onError: (error) =>
      notify({ kind: 'negative', title: t`Error sending link`, text: apiErrorText(error, i18n) }),
  });
  return (
    <Button variant="outline" disabled={!isActive} loading={reset.isPending} onClick={() => reset.mutate()}>
      <Trans>Reset password by e-mail</Trans>
    </Button>
  );
}
