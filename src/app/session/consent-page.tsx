import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { mayAcceptAgreement } from '../../domain/session/consent.ts';
import { apiErrorText } from '../api/api-error-text.ts';
import { acceptAgreement, confirmGdpr, logout } from './api.ts';
import { consentStatusQuery } from './queries.ts';
import { CustomerAgreementText } from './customer-agreement-text.tsx';
import { PublicPage } from '../shell/public-page.tsx';

export interface ConsentPageProps {
  kind: 'gdpr' | 'agreement';
}

/** The data-protection (GDPR) confirmation and the customer's standard agreement (spec §1, §4). */
export function ConsentPage({ kind }: ConsentPageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const search = useSearch({ strict: false }) as { returnUrl?: string };
  const [isChecked, setIsChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const status = useQuery({ ...consentStatusQuery(), enabled: kind === 'agreement' });
  // Until the status is read the form shows; the server refuses anyone else anyway.
  const mayAccept = kind === 'gdpr' || !status.data || mayAcceptAgreement(status.data.loginUser);

  const handleAccept = async () => {
    setIsBusy(true);
    setError(null);
    try {
      await (kind === 'gdpr' ? confirmGdpr() : acceptAgreement());
      queryClient.clear();
      await navigate({ href: search.returnUrl ?? '/app/home' });
    } catch (caught) {
      setError(apiErrorText(caught, i18n));
      setIsBusy(false);
    }
  };

  const handleDecline = async () => {
    await logout();
    queryClient.clear();
    await navigate({ to: '/login' });
  };

  return (
    <PublicPage size="sm">
      <Stack>
        <Title order={1} size="h2">
          {kind === 'gdpr' ? <Trans>Data protection</Trans> : <Trans>Customer agreement</Trans>}
        </Title>
        {kind === 'gdpr' ? (
          <Text>
            <Trans>
              Pallet Portal stores your name, e-mail address, phone number and what you register in the
              portal, to run the pallet services of your company. Your data is not shared outside the service
              and its subcontractors. You can ask your administrator to see, correct or delete it.
            </Trans>
          </Text>
        ) : (
          <CustomerAgreementText />
        )}
        {mayAccept ? (
          <Checkbox
            size="md"
            checked={isChecked}
            onChange={(event) => setIsChecked(event.currentTarget.checked)}
            label={
              kind === 'gdpr'
                ? t`I have read and accept how my data is used`
                : t`I accept the customer agreement`
            }
          />
        ) : (
          <Alert color="blue" role="status">
            <Trans>
              Only an administrator of your company can accept the customer agreement. Ask your administrator
              to log in and accept it, then log in again.
            </Trans>
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          {mayAccept && (
            <Button size="md" disabled={!isChecked} loading={isBusy} onClick={() => void handleAccept()}>
              <Trans>Accept and continue</Trans>
            </Button>
          )}
          <Button size="md" variant="default" onClick={() => void handleDecline()}>
            <Trans>Log out</Trans>
          </Button>
        </Group>
      </Stack>
    </PublicPage>
  );
}
