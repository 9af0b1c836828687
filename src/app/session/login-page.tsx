import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { tokenKey } from '../api/client.ts';
import { currentHost } from '../config/hosts.ts';
import { catalogComplete } from '../i18n/i18n.ts';
import { BrandLogo } from '../shell/brand-logo.tsx';
import { fetchLoginMessages, fetchStatus, login } from './api.ts';
import { LoginForm } from './login-form.tsx';
import { useLocaleSwitch } from './use-locale-switch.ts';
import { PublicPage } from '../shell/public-page.tsx';

const route = getRouteApi('/login');
/** The already-logged-in notice redirects after 2 s (spec §2, §9). */
const alreadyLoggedInRedirectMs = 2000;

export function LoginPage() {
  const { t, i18n } = useLingui();
  const { returnUrl, loginName, passwordChanged } = route.useSearch();
  const { preloadCode } = route.useRouteContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const switchLocale = useLocaleSwitch();
  const hasToken = localStorage.getItem(tokenKey) !== null;
  const current = useQuery({
    queryKey: ['login', 'status'],
    queryFn: fetchStatus,
    enabled: hasToken,
    retry: false,
  });
  const messages = useQuery({
    queryKey: ['login', 'messages', i18n.locale],
    queryFn: () => fetchLoginMessages(i18n.locale),
  });

  const loggedInName = current.data?.loginUser.name;
  useEffect(() => {
    if (!loggedInName) return;
    const timer = setTimeout(
      () => void navigate({ href: returnUrl ?? '/app/home' }),
      alreadyLoggedInRedirectMs,
    );
    return () => clearTimeout(timer);
  }, [loggedInName, navigate, returnUrl]);

  const handleLogin = async (userLoginName: string, password: string) => {
    // The next screen's code and words come while the password is checked; /login itself loads neither.
    preloadCode(returnUrl ?? '/app/home');
    void catalogComplete();
    const answer = await login(userLoginName, password);
    queryClient.clear();
    await switchLocale(answer.language);
    if (answer.agreementRequired && currentHost.requiresAgreement)
      await navigate({ to: '/agreement', search: returnUrl ? { returnUrl } : {} });
    else await navigate({ href: returnUrl ?? '/app/home' });
  };

  return (
    <PublicPage size="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Card withBorder shadow="sm" padding="xl" radius="md">
          <Stack>
            <BrandLogo size={48} nameVisibleFrom="xs" />
            <Title order={1} size="h2">
              <Trans>Log in</Trans>
            </Title>
            {loggedInName ? (
              <Alert color="blue" role="status">
                <Trans>You are already logged in as {loggedInName}. Taking you to the portal …</Trans>
              </Alert>
            ) : (
              <>
                {passwordChanged && (
                  <Alert color="green" role="status">
                    <Trans>Your password has been changed. Log in with the new password.</Trans>
                  </Alert>
                )}
                <LoginForm onLogin={handleLogin} initialLoginName={loginName} />
              </>
            )}
          </Stack>
        </Card>
        <Stack component="section" aria-label={t`Welcome`}>
          {(messages.data ?? []).map((message) => (
            <Card key={message.id} withBorder padding="lg" radius="md">
              <Title order={2} size="h4">
                {message.title}
              </Title>
              <Text mt="xs">{message.text}</Text>
            </Card>
          ))}
        </Stack>
      </SimpleGrid>
    </PublicPage>
  );
}
