import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { resetLinkMinutes } from '../../../../domain/accounts/password-reset.ts';
import { isMarketId, marketIds, type MarketId } from '../../../../domain/shared/markets.ts';
import { ApiError } from '../../../api/api-error.ts';
import { errorCodeLabels } from '../../../api/error-labels.ts';
import { currentHost } from '../../../config/hosts.ts';
import { requestResetLink } from '../api.ts';
import { marketLabels } from '../market-labels.ts';

/**
 * Asks for a reset link (issue 16 item 1). The answer reads the same whether or not an account
 * matches, so the page never tells who has an account.
 */
export function ForgotPasswordForm() {
  const { t, i18n } = useLingui();
  const [loginNameOrEmail, setLoginNameOrEmail] = useState('');
  const [market, setMarket] = useState<MarketId>(currentHost.market);
  const [isSent, setIsSent] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!loginNameOrEmail.trim()) {
      setError(t`Enter your login name or e-mail address`);
      return;
    }
    setIsBusy(true);
    setError(null);
    try {
      await requestResetLink(market, loginNameOrEmail.trim());
      setIsSent(true);
    } catch (caught) {
      const isThrottled = caught instanceof ApiError && caught.status === 429;
      setError(isThrottled ? i18n._(errorCodeLabels.TooManyRequests) : t`Error sending link`);
    } finally {
      setIsBusy(false);
    }
  };

  const minutes = resetLinkMinutes;
  const backToLogin = (
    <Anchor component={Link} to="/login">
      <Trans>Back to login</Trans>
    </Anchor>
  );
  if (isSent)
    return (
      <Stack>
        <Alert color="green" role="status">
          <Trans>
            If an account matches, we have sent an e-mail with a link to reset the password. The link is valid
            for {minutes} minutes.
          </Trans>
        </Alert>
        {backToLogin}
      </Stack>
    );

  return (
    <form onSubmit={handleSubmit} aria-label={t`Forgot password`} noValidate>
      <Stack>
        <Text>
          <Trans>
            Give your login name or e-mail address, and we send you a link to choose a new password.
          </Trans>
        </Text>
        <TextInput
          label={t`Login name or e-mail`}
          name="loginNameOrEmail"
          autoComplete="username"
          required
          size="md"
          value={loginNameOrEmail}
          onChange={(event) => setLoginNameOrEmail(event.currentTarget.value)}
        />
        <NativeSelect
          label={t`Market`}
          name="market"
          size="md"
          value={market}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isMarketId(next)) setMarket(next);
          }}
          data={marketIds.map((id) => ({ value: id, label: i18n._(marketLabels[id]) }))}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" size="md" loading={isBusy}>
          <Trans>Send link</Trans>
        </Button>
        {backToLogin}
      </Stack>
    </form>
  );
}
