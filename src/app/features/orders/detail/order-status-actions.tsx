import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { OrderRow } from '../../../../domain/orders/order-list.ts';
import { orderStatus, type OrderStatusId } from '../../../../domain/orders/order-statuses.ts';
import { saveToOutbox } from '../../../offline/outbox.ts';
import {
  conflictText,
  pausedText,
  savedOnDeviceText,
  saveErrorText,
} from '../../../offline/save-messages.ts';
import { waitForOutcome, type SaveOutcome } from '../../../offline/wait-for-outcome.ts';
import { orderStatusLabels } from '../../../ui/order-grid/order-status-labels.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { orderKeys, type OrderScope } from '../queries.ts';
import { apiErrorText, serverRefusalText } from '../../../api/api-error-text.ts';
import { orderDetailKeys } from './order-detail-queries.ts';

export interface OrderStatusActionsProps {
  scope: OrderScope;
  order: OrderRow;
  /** The statuses the session may set next (the domain status machine). */
  next: readonly OrderStatusId[];
}

/** Statuses nothing follows (README, the order status machine): asked for once more before setting. */
const finalStatuses: readonly number[] = [
  orderStatus.Confirmed,
  orderStatus.CancelledWaba,
  orderStatus.Replaced,
];
const colorOf = (to: number) =>
  to === orderStatus.CancelledWaba || to === orderStatus.Replaced || to === orderStatus.NotAgreed
    ? 'red'
    : 'blue';

/**
 * The status changes the session may make, as buttons. The change names the version shown; a refused
 * change or a stale version (409) shows the server's message and loads the order again.
 */
export function OrderStatusActions({ scope, order, next }: OrderStatusActionsProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<OrderStatusId | null>(null);
  const headingId = useId();
  const labelOf = (id: OrderStatusId) => i18n._(orderStatusLabels[id]);
  // A cancel is what the user does, not a status to pick: its button and question say so.
  const isCancel = (id: OrderStatusId | null) => id === orderStatus.CancelledWaba;
  const buttonLabelOf = (id: OrderStatusId) => (isCancel(id) ? t`Cancel order` : labelOf(id));
  const orderNo = order.orderNo;

  // Through the device's outbox: online the answer comes within seconds, offline the change waits.
  const change = useMutation({
    mutationFn: async (to: OrderStatusId) => {
      const entry = await saveToOutbox({
        kind: 'orderStatus',
        payload: { orderId: order.id, transactionStatusId: to },
        baseVersion: order.version,
        locationId: scope.locationId,
        subject: order.orderNo,
      });
      return waitForOutcome(entry.id);
    },
    onSuccess: (outcome: SaveOutcome, to) => {
      const label = labelOf(to);
      switch (outcome.kind) {
        case 'sent':
          if (outcome.response)
            queryClient.setQueryData(orderDetailKeys.order(scope, order.id), outcome.response);
          return notify({
            kind: 'positive',
            text: isCancel(to) ? t`Order ${orderNo} was cancelled.` : t`The status was set to ${label}.`,
          });
        case 'queued':
          return notify({ kind: 'positive', text: savedOnDeviceText(i18n, outcome.waitsFor) });
        case 'paused':
          return notify({ kind: 'negative', text: pausedText(i18n) });
        case 'conflict':
          return notify({
            kind: 'negative',
            title: t`The order was changed by someone else`,
            text: conflictText(i18n),
          });
        case 'failed':
          return notify({ kind: 'negative', text: serverRefusalText(outcome.entry.error, i18n) });
      }
    },
    onError: (error) =>
      notify({ kind: 'negative', text: saveErrorText(error, i18n) ?? apiErrorText(error, i18n) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderDetailKeys.order(scope, order.id), exact: true }),
        queryClient.invalidateQueries({ queryKey: orderDetailKeys.history(scope, order.id) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists(scope) }),
      ]),
  });

  const handleChoose = (to: OrderStatusId) => {
    if (finalStatuses.includes(to)) setAsked(to);
    else change.mutate(to);
  };
  const handleConfirm = () => {
    if (asked !== null) change.mutate(asked);
    setAsked(null);
  };

  if (next.length === 0) return null;
  const askedLabel = asked === null ? '' : labelOf(asked);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id={headingId}>
        <Trans>Change status</Trans>
      </Title>
      <Group role="group" aria-labelledby={headingId} gap="sm">
        {next.map((to) => (
          <Button
            key={to}
            size="md"
            variant="light"
            color={colorOf(to)}
            disabled={change.isPending}
            loading={change.isPending && change.variables === to}
            onClick={() => handleChoose(to)}
          >
            {buttonLabelOf(to)}
          </Button>
        ))}
      </Group>
      <Modal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title={isCancel(asked) ? t`Cancel order ${orderNo}?` : t`Set the status to ${askedLabel}?`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Text mb="md">
          <Trans>Nothing follows this status: it cannot be changed afterwards.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={() => setAsked(null)}>
            {isCancel(asked) ? <Trans>Keep the order</Trans> : <Trans>Cancel</Trans>}
          </Button>
          <Button size="md" color={asked === null ? 'blue' : colorOf(asked)} onClick={handleConfirm}>
            {isCancel(asked) ? <Trans>Cancel order</Trans> : <Trans>Set status</Trans>}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
