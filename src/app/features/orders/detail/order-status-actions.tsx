import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { OrderRow } from '../../../../domain/orders/order-list.ts';
import { orderStatusRefusedMessage } from '../../../../domain/orders/order-status-change.ts';
import { orderStatus, type OrderStatusId } from '../../../../domain/orders/order-statuses.ts';
import { ApiError } from '../../../api/api-error.ts';
import { orderStatusLabels } from '../../../ui/order-grid/order-status-labels.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { orderKeys, type OrderScope } from '../queries.ts';
import { errorReason } from './error-reason.ts';
import { postOrderStatus } from './order-detail-api.ts';
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

  const change = useMutation({
    mutationFn: (to: OrderStatusId) => postOrderStatus(order, to),
    onSuccess: (updated, to) => {
      queryClient.setQueryData(orderDetailKeys.order(scope, order.id), updated);
      const label = labelOf(to);
      notify({ kind: 'positive', text: t`The status was set to ${label}.` });
    },
    onError: (error) => {
      let text = errorReason(error, i18n);
      if (error instanceof ApiError && error.type === 'VersionConflict') {
        text = t`The order was changed by someone else`;
      } else if (error instanceof ApiError && error.reason === orderStatusRefusedMessage) {
        text = t`Could not set order status`;
      }
      notify({ kind: 'negative', text });
      return queryClient.invalidateQueries({ queryKey: orderDetailKeys.order(scope, order.id), exact: true });
    },
    onSettled: () =>
      Promise.all([
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
            {labelOf(to)}
          </Button>
        ))}
      </Group>
      <Modal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title={t`Set the status to ${askedLabel}?`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Text mb="md">
          <Trans>Nothing follows this status: it cannot be changed afterwards.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={() => setAsked(null)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button size="md" color={asked === null ? 'blue' : colorOf(asked)} onClick={handleConfirm}>
            <Trans>Set status</Trans>
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
