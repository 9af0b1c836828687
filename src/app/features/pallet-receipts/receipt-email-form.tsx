import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { ApiError } from '../../api/api-error.ts';
import { apiErrorText } from '../../api/api-error-text.ts';
import { notify } from '../../ui/notify/notify.ts';
import { emailReceipt } from './api.ts';

export interface ReceiptEmailFormProps {
  receiptId: number;
  disabled?: boolean;
}

const emailSchema = z.email();

/** Sends the receipt as PDF to an address (issue 7 item 1); the server makes the PDF and queues the mail. */
export function ReceiptEmailForm({ receiptId, disabled }: ReceiptEmailFormProps) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [isInvalid, setIsInvalid] = useState(false);
  const send = useMutation({
    mutationFn: (address: string) => emailReceipt({ receiptId, email: address }),
    onSuccess: (_, address) => {
      notify({ kind: 'positive', text: t`The receipt will be sent as PDF to ${address}.` });
      setEmail('');
    },
    onError: (error) =>
      notify({
        kind: 'negative',
        text:
          error instanceof ApiError && error.status === 0
            ? t`No network: the receipt can be sent by e-mail when the network is back.`
            : apiErrorText(error, i18n),
      }),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const isValid = emailSchema.safeParse(address).success;
    setIsInvalid(!isValid);
    if (isValid) send.mutate(address);
  };
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t`Send the receipt by e-mail`}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t`E-mail address`}
          type="email"
          autoComplete="email"
          size="md"
          maw={360}
          style={{ flex: 1 }}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={isInvalid ? t`Enter a valid e-mail address` : null}
          disabled={disabled}
        />
        <Button type="submit" variant="default" mih={44} loading={send.isPending} disabled={disabled}>
          <Trans>Send PDF by e-mail</Trans>
        </Button>
      </Group>
    </form>
  );
}
