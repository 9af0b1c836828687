import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: ReactNode;
  text: ReactNode;
  confirmLabel: ReactNode;
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something is deleted; Cancel has the focus, so Enter never deletes by accident. */
export function ConfirmDialog({
  isOpen,
  title,
  text,
  confirmLabel,
  isBusy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={isOpen}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Text mb="md">{text}</Text>
      <Group justify="flex-end">
        <Button variant="default" size="md" onClick={onCancel} data-autofocus>
          {t`Cancel`}
        </Button>
        <Button color="red" size="md" loading={isBusy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
