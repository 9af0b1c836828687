import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { resetTokenSchema } from '../../../../domain/accounts/password-reset.ts';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { resetLinkQuery } from '../queries.ts';
import { InvalidResetLink } from './invalid-reset-link.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

export interface ResetPasswordScreenProps {
  token: string | undefined;
}

/** A network or server fault says nothing about the link: the user may try again. */
const isFault = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/** The reset link's page (issue 16 item 2): the link is checked before the user types. */
export function ResetPasswordScreen({ token }: ResetPasswordScreenProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const isWellFormed = resetTokenSchema.safeParse(token).success;
  const [isUsedUp, setIsUsedUp] = useState(false);
  const check = useQuery({ ...resetLinkQuery(token ?? ''), enabled: isWellFormed });

  const handleDone = (loginName: string) =>
    void navigate({ to: '/login', search: { loginName, passwordChanged: true } });

  if (!isWellFormed || isUsedUp || (check.isError && !isFault(check.error))) return <InvalidResetLink />;
  if (check.isError)
    return (
      <Stack>
        <Alert color="red" role="alert">
          {apiErrorText(check.error, i18n)}
        </Alert>
        <Button size="md" w="fit-content" onClick={() => void check.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    );
  if (!check.data)
    return (
      <LoadingLine>
        <Trans>Checking the link…</Trans>
      </LoadingLine>
    );
  return (
    <ResetPasswordForm
      token={token ?? ''}
      loginName={check.data.loginName}
      onDone={handleDone}
      onInvalidLink={() => setIsUsedUp(true)}
    />
  );
}
