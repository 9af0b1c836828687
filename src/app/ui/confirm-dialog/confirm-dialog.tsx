import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: ReactNode;
  text: ReactNode;
  confirmLabel: ReactNode;
  isBusy?: boolean;
  /** A deletion's button is red; a question before sending something is not. */
  isDestructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something is deleted or sent; Cancel has the focus, so Enter never confirms by accident.
 */
export function ConfirmDialog({
  isOpen,
  title,
  text,
  confirmLabel,
  isBusy,
  isDestructive = true,
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
        <Button color={isDestructive ? 'red' : undefined} size="md" loading={isBusy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
