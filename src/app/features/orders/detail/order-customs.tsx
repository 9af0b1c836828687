import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId } from 'react';
import {
  customsChangeRefusal,
  isWaitingOnCustoms,
  type CustomsStatus,
} from '../../../../domain/orders/order-customs.ts';
import type { OrderRow } from '../../../../domain/orders/order-list.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { orderKeys, type OrderScope } from '../queries.ts';
import { postOrderCustoms } from './order-detail-api.ts';
import { orderDetailKeys } from './order-detail-queries.ts';
import { customsHandlerLabels, customsStatusLabels, labelOf } from './order-type-labels.ts';

export interface OrderCustomsProps {
  scope: OrderScope;
  order: OrderRow;
}

/** The statuses a user sets, in the order they follow one another. */
const settable: readonly CustomsStatus[] = ['pending', 'done'];

/**
 * Customs of an order that has any (spec §1, §3): who declares and how far the declaration is, and
 * the statuses this user may set (domain rule order-customs.ts: provider staff and global admins any,
 * a customer who declares themselves 'Declared'). Online only: a change is not dock work.
 */
export function OrderCustoms({ scope, order }: OrderCustomsProps) {
  const { t, i18n } = useLingui();
  const { start } = useRouteContext({ from: '/app' });
  const queryClient = useQueryClient();
  const headingId = useId();
  const { loginUser, customer } = start.status;
  const actor = {
    isProviderOrGlobal: loginUser.isProvider || loginUser.isGlobalAdmin,
    // The server decides for sure; here the acting customer placed it.
    isOrderingCustomer: order.customerId === customer.id,
  };

  const change = useMutation({
    mutationFn: (customsStatus: CustomsStatus) =>
      postOrderCustoms(order, { customsStatus }, crypto.randomUUID()),
    onSuccess: (saved) => {
      queryClient.setQueryData(orderDetailKeys.order(scope, order.id), saved);
      const label = i18n._(customsStatusLabels[saved.customsStatus ?? '']);
      notify({ kind: 'positive', text: t`Customs status set to ${label}.` });
    },
    onError: (error) => notify({ kind: 'negative', text: apiErrorText(error, i18n) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderDetailKeys.order(scope, order.id), exact: true }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists(scope) }),
      ]),
  });

  if (order.customsHandler === null || order.customsHandler === 'none') return null;
  const handler = labelOf(customsHandlerLabels, order.customsHandler);
  const status = customsStatusLabels[order.customsStatus ?? ''];
  const choices = settable.filter(
    (next) =>
      next !== order.customsStatus && customsChangeRefusal(order, actor, { customsStatus: next }) === null,
  );
  // The facts show handler and status to everyone; this section is for who follows the declaration up.
  if (choices.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={2} size="h4" id={headingId}>
        <Trans>Customs</Trans>
      </Title>
      <Group gap="sm">
        <Text>{handler ? i18n._(handler) : order.customsHandler}</Text>
        <Badge
          variant="light"
          tt="none"
          color={isWaitingOnCustoms(order) ? 'orange' : order.customsStatus === 'done' ? 'green' : 'gray'}
        >
          {i18n._(status)}
        </Badge>
      </Group>
      <Group role="group" aria-label={t`Set customs status`} gap="sm">
        {choices.map((next) => (
          <Button
            key={next}
            size="md"
            variant="light"
            disabled={change.isPending}
            loading={change.isPending && change.variables === next}
            onClick={() => change.mutate(next)}
          >
            {next === 'done' ? t`Mark customs declared` : t`Mark declaration pending`}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
