import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { daysFromTo } from '../../../../domain/shop-accounting/period.ts';
import type { ShopTransaction } from '../../../../domain/shop-accounting/schemas.ts';
import { DatePicker } from '../../../ui/date-picker/date-picker.tsx';
import { notify } from '../../../ui/notify/notify.ts';
import { reverseShopTransaction } from '../api.ts';
import { shopClosingsQuery, shopKeys } from '../queries.ts';
import { shopErrorText } from '../shop-text.ts';

export interface ReverseDialogProps {
  entry: ShopTransaction | null;
  today: string;
  todayClosed: boolean;
  onClose: () => void;
}

/**
 * Reverses an entry on an open day of the user's choice: today by default, never before the entry's
 * own day, closed days not offered (the server refuses them too).
 */
export function ReverseDialog({ entry, today, todayClosed, onClose }: ReverseDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={t`Reverse the entry`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {entry && (
        <ReverseForm key={entry.id} entry={entry} today={today} todayClosed={todayClosed} onClose={onClose} />
      )}
    </Modal>
  );
}

function ReverseForm({
  entry,
  today,
  todayClosed,
  onClose,
}: ReverseDialogProps & { entry: ShopTransaction }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // The last 62 closed days: enough to grey out the closed days a reversal may still fall on.
  const closings = useQuery(shopClosingsQuery(undefined));
  const closed = useMemo(() => new Set(closings.data?.map((closing) => closing.date)), [closings.data]);
  const days = useMemo(
    () => daysFromTo(entry.date, today).map((date) => ({ date, isOpen: !closed.has(date) })),
    [entry.date, today, closed],
  );
  const firstOpen = days.findLast((day) => day.isOpen)?.date ?? null;
  const [chosen, setChosen] = useState<string | null>(todayClosed ? null : today);
  const date = chosen ?? (closings.data ? firstOpen : null);
  const reverse = useMutation({
    mutationFn: reverseShopTransaction,
    onSuccess: async (reversal) => {
      onClose();
      const original = entry.entryNo;
      const id = reversal.entryNo;
      notify({ kind: 'positive', text: t`Entry #${original} was reversed by #${id}` });
      await queryClient.invalidateQueries({ queryKey: shopKeys.all() });
    },
  });
  // The ledger number is shown (the message keeps its placeholder's name); the call takes the row id.
  const { entryNo: id, buyer, quantity, productName } = entry;
  return (
    <Stack gap="md">
      <Text>
        <Trans>
          Entry #{id} ({buyer}, {quantity} × {productName}) stays as it is. A new entry on the day you choose,
          with the quantity negated, reverses it.
        </Trans>
      </Text>
      <DatePicker
        label={t`Date of the reversal`}
        value={date}
        onChange={setChosen}
        days={days}
        minDate={entry.date}
        maxDate={today}
        required
        description={t`Closed days take no more entries.`}
      />
      {!firstOpen && closings.data && (
        <Alert color="orange" role="alert">
          <Trans>Every day from the entry&apos;s day to today is closed: the entry cannot be reversed.</Trans>
        </Alert>
      )}
      {reverse.isError && (
        <Alert color="red" role="alert">
          {shopErrorText(reverse.error, i18n)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          color="red.9"
          loading={reverse.isPending}
          disabled={!date}
          onClick={() => date && reverse.mutate({ id: entry.id, date })}
        >
          <Trans>Reverse</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
