import { Alert, Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { callApi, tokenKey } from '../../api/client.ts';
import { apiBase } from '../../config/api-base.ts';

interface LoggedIn {
  token: string;
  user: { name: string };
  customer: { name: string };
  location: { name: string };
}

/** The minimal login of Foundation 1; Foundation 2 builds the real login page and shell. */
export function LoginScreen() {
  const [userLoginName, setUserLoginName] = useState('');
  const [password, setPassword] = useState('');
  const [loggedIn, setLoggedIn] = useState<LoggedIn | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    setError(null);
    try {
      const status = await callApi<LoggedIn>(apiBase(), 'Login', {
        method: 'POST',
        body: { userLoginName, password, anonymous: true },
        anonymous: true,
      });
      localStorage.setItem(tokenKey, status.token);
      setLoggedIn(status);
    } catch (caught) {
      setError(
        caught instanceof ApiError ? caught.reason : 'An unexpected error occurred, please try again.',
      );
    } finally {
      setIsBusy(false);
    }
  };

  const handleLogout = async () => {
    await callApi(apiBase(), 'logout', { method: 'POST' }).catch(() => undefined);
    localStorage.removeItem(tokenKey);
    setLoggedIn(null);
  };

  return (
    <Card withBorder shadow="sm" padding="xl" radius="md" maw={420} mx="auto" mt="10vh">
      <Title order={1} size="h2" mb="md">
        Pallet Portal
      </Title>
      {loggedIn ? (
        <Stack>
          <Text>
            Logged in as <strong>{loggedIn.user.name}</strong>, {loggedIn.location.name} (
            {loggedIn.customer.name})
          </Text>
          <Group>
            <Button variant="default" onClick={handleLogout}>
              Log out
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={handleSubmit}>
          <Stack>
            <TextInput
              label="Username"
              name="username"
              autoComplete="username"
              required
              value={userLoginName}
              onChange={(event) => setUserLoginName(event.currentTarget.value)}
            />
            <PasswordInput
              label="Password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" loading={isBusy}>
              Log in
            </Button>
          </Stack>
        </form>
      )}
    </Card>
  );
}
