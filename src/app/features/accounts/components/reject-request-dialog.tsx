import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { NewCustomerRequestRow } from '../../../../domain/accounts/new-customer.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { rejectNewCustomerRequest } from '../api.ts';
import { accountKeys } from '../queries.ts';

export interface RejectRequestDialogProps {
  request: NewCustomerRequestRow;
  opened: boolean;
  onClose: () => void;
}

/** Rejecting needs a reason: the applicant receives it by e-mail (issue 16 item 5). */
export function RejectRequestDialog({ request, opened, onClose }: RejectRequestDialogProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [isMissing, setIsMissing] = useState(false);
  const reject = useMutation({
    mutationFn: () => rejectNewCustomerRequest(request.id, reason.trim()),
    onSuccess: async () => {
      notify({ kind: 'positive', text: t`Request rejected and the applicant informed` });
      onClose();
      await queryClient.invalidateQueries({ queryKey: accountKeys.requests() });
    },
  });
  const email = request.email;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Reject request?`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setIsMissing(reason.trim() === '');
          if (reason.trim() !== '') reject.mutate();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text>
            <Trans>The applicant receives the reason by e-mail at {email}.</Trans>
          </Text>
          <Textarea
            label={t`Reason`}
            required
            autosize
            minRows={3}
            maxLength={2000}
            size="md"
            value={reason}
            error={isMissing ? t`A reason is required` : undefined}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          {reject.isError && (
            <Alert color="red" role="alert">
              {apiErrorText(reject.error, i18n)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button size="md" variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button size="md" type="submit" color="red.8" loading={reject.isPending}>
              <Trans>Reject</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
