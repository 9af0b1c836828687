import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  maxContainerReasonLength,
  type ContainerStatus,
} from '../../../../domain/containers/container-status.ts';
import { markActionLabels } from '../container-labels.ts';

export interface MarkDialogProps {
  /** The status the mark sets; null keeps the dialog closed. */
  to: ContainerStatus | null;
  number: string;
  isSaving: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Asks for the reason a mark needs (issue 20 item 2); an empty reason is said in words, not sent. */
export function MarkDialog({ to, number, isSaving, onCancel, onConfirm }: MarkDialogProps) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const [isTouched, setTouched] = useState(false);
  const isEmpty = reason.trim() === '';

  const handleClose = () => {
    setReason('');
    setTouched(false);
    onCancel();
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (isEmpty) return;
    onConfirm(reason.trim());
    setReason('');
    setTouched(false);
  };

  const action = to ? i18n._(markActionLabels[to]) : '';
  const title = to ? t`${action}: ${number}` : '';
  return (
    <Modal
      opened={to !== null}
      onClose={handleClose}
      title={title}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {to === 'NeedsRepair' ? (
              <Trans>Say what is wrong, so the workshop knows what to mend.</Trans>
            ) : (
              <Trans>Say what was done to mend it.</Trans>
            )}
          </Text>
          <Textarea
            label={t`Reason`}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            required
            autosize
            minRows={3}
            maxLength={maxContainerReasonLength}
            size="md"
            error={isTouched && isEmpty ? t`Write a reason.` : undefined}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={handleClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              size="md"
              color={to === 'NeedsRepair' ? 'red' : undefined}
              loading={isSaving}
            >
              {to ? i18n._(markActionLabels[to]) : ''}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
