import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { choiceName } from './counting-row-view.tsx';
import type { CountingRow } from './counting-rows.ts';

export interface DeleteCountDialogProps {
  /** The count asked about; null when the dialog is closed. */
  row: CountingRow | null;
  onCancel: () => void;
  onConfirm: (row: CountingRow) => void;
}

/** Asks before an unconfirmed count is deleted (spec §8 'Counting report deleted'). */
export function DeleteCountDialog({ row, onCancel, onConfirm }: DeleteCountDialogProps) {
  const { t } = useLingui();
  const name = row ? choiceName(row) : '';
  const counted = row?.countedVolume ?? 0;
  return (
    <Modal
      opened={row !== null}
      onClose={onCancel}
      title={t`Delete counting report?`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text>
          <Trans>
            The count of {name}, {counted} pallets, will be deleted. The balance does not change.
          </Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button size="md" variant="default" onClick={onCancel} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button size="md" color="red" onClick={() => row && onConfirm(row)}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
