import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../api/api-error.ts';

export interface LoginFormProps {
  onLogin: (userLoginName: string, password: string) => Promise<void>;
  /** The login name a password reset just set a new password for (issue 16 item 2). */
  initialLoginName?: string | undefined;
}

/** Username and password, prefilled from build-time settings when given (spec §2). */
export function LoginForm({ onLogin, initialLoginName }: LoginFormProps) {
  const { t } = useLingui();
  const [userLoginName, setUserLoginName] = useState<string>(
    initialLoginName ?? import.meta.env.VITE_LOGIN_USERNAME ?? '',
  );
  const [password, setPassword] = useState<string>(import.meta.env.VITE_LOGIN_PASSWORD ?? '');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    setError(null);
    try {
      await onLogin(userLoginName.trim(), password);
    } catch (caught) {
      // The login page's bundle stays small: this one refusal is named here, not through api-error-text.ts.
      if (caught instanceof ApiError && caught.status === 429)
        setError(t`Too many failed logins, try again later`);
      else if (caught instanceof ApiError && caught.status === 0) setError(t`The network is not reachable`);
      else setError(t`Login failed`);
      setIsBusy(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} aria-label={t`Log in`}>
      <Stack>
        <TextInput
          label={t`Username`}
          name="username"
          autoComplete="username"
          required
          size="md"
          value={userLoginName}
          onChange={(event) => setUserLoginName(event.currentTarget.value)}
        />
        <PasswordInput
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          // After a reset the name is filled in: the new password is what is left to type.
          autoFocus={initialLoginName !== undefined}
          required
          size="md"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" size="md" loading={isBusy}>
          <Trans>Log in</Trans>
        </Button>
        <Group justify="space-between">
          <Anchor component={Link} to="/forgot-password" size="sm">
            <Trans>Forgot password?</Trans>
          </Anchor>
          <Anchor component={Link} to="/new-customer" size="sm">
            <Trans>Register as a new customer</Trans>
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
