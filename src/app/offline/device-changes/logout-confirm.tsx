import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';

export interface LogoutConfirmProps {
  /** The user's changes not yet on the server; the dialog is open while it is above 0. */
  unsent: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked before a logout that leaves unsent changes on the device: they stay for the user's next login. */
export function LogoutConfirm({ unsent, onConfirm, onCancel }: LogoutConfirmProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={unsent > 0}
      onClose={onCancel}
      title={t`Log out with changes not sent?`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Text mb="md">
        <Trans>
          {unsent} changes on this device are not sent yet. They stay on this device and are sent when you log
          in here again; nobody else sees them.
        </Trans>
      </Text>
      <Group justify="flex-end">
        <Button variant="default" size="md" onClick={onCancel}>
          <Trans>Stay logged in</Trans>
        </Button>
        <Button color="red" size="md" onClick={onConfirm}>
          <Trans>Log out</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
