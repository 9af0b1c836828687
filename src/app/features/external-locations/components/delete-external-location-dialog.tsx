import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExternalLocation } from '../../../../domain/dock/external-location.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { deleteExternalLocation } from '../api.ts';
import { externalLocationKeys } from '../queries.ts';

export interface DeleteExternalLocationDialogProps {
  customerId: number;
  location: ExternalLocation;
  onClose: () => void;
}

/** Asks before deleting; the server refuses one that orders were delivered to, and says so. */
export function DeleteExternalLocationDialog({
  customerId,
  location,
  onClose,
}: DeleteExternalLocationDialogProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteExternalLocation({ id: location.id, version: location.version }),
    onSuccess: () => {
      notify({ kind: 'positive', title: t`External location deleted`, text: location.name });
      void queryClient.invalidateQueries({ queryKey: externalLocationKeys.all(customerId) });
      onClose();
    },
    onError: (error) => {
      notify({
        kind: 'negative',
        title: t`Error deleting external location`,
        text: apiErrorText(error, i18n),
      });
      onClose();
    },
  });
  const name = location.name;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t`Delete external location`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text>
          <Trans>Delete the external location {name}?</Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
