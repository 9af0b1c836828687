import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { NewCustomerRequestRow } from '../../../../domain/accounts/new-customer.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { approveNewCustomerRequest } from '../api.ts';
import { accountKeys } from '../queries.ts';

export interface ApproveRequestDialogProps {
  request: NewCustomerRequestRow;
  opened: boolean;
  onClose: () => void;
}

/** Approving makes the customer, its first location and first user, and sends the welcome mail. */
export function ApproveRequestDialog({ request, opened, onClose }: ApproveRequestDialogProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [loginName, setLoginName] = useState(request.email);
  const approve = useMutation({
    mutationFn: () => approveNewCustomerRequest(request.id, loginName.trim()),
    onSuccess: async () => {
      notify({ kind: 'positive', text: t`Customer created and welcome e-mail sent` });
      onClose();
      await queryClient.invalidateQueries({ queryKey: accountKeys.requests() });
    },
  });
  const company = request.companyName;
  const isTooShort = loginName.trim().length < 3;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Approve request?`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!isTooShort) approve.mutate();
        }}
      >
        <Stack gap="md">
          <Text>
            <Trans>
              This creates the customer {company} with its first location and first user, a customer admin,
              and e-mails the user a link to set a password.
            </Trans>
          </Text>
          <TextInput
            label={t`Login name`}
            description={t`At least 3 characters`}
            required
            size="md"
            value={loginName}
            onChange={(event) => setLoginName(event.currentTarget.value)}
            data-autofocus
          />
          {approve.isError && (
            <Alert color="red" role="alert">
              {apiErrorText(approve.error, i18n)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button size="md" variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button size="md" type="submit" color="green.8" loading={approve.isPending} disabled={isTooShort}>
              <Trans>Approve</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
