import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Group, Stack, Table, Title } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { receivableStatuses } from '../../../../../domain/dock/reception.ts';
import type { OrderRow } from '../../../../../domain/orders/order-list.ts';
import { orderStatus } from '../../../../../domain/orders/order-statuses.ts';
import { OrderLines } from '../../../../ui/order-grid/order-lines.tsx';
import { OrderComments } from '../../detail/order-comments.tsx';
import { OrderFacts } from '../../detail/order-facts.tsx';
import { OrderLoadState, OrderNotFound } from '../../detail/order-load-state.tsx';
import { OrderStatusActions } from '../../detail/order-status-actions.tsx';
import { useNextStatuses } from '../../detail/use-next-statuses.ts';
import { dockStatusText } from '../dock-status-label.ts';
import { useDockOrder } from '../use-dock-order.ts';
import { ReceptionForm } from './reception-form.tsx';
import { ReceivedLines } from './received-lines.tsx';

/**
 * An order at the reception (issue 6 item 1, /app/reception/{id}): a sent order coming here is
 * received line by line; otherwise what arrived, the 'Recipient registered' note of a disagreement,
 * the sorting steps of a washing provider (the status machine's next statuses) and the comments.
 */
export function ReceptionOrder({ orderId }: { orderId: number }) {
  const { t, i18n } = useLingui();
  const { start } = useRouteContext({ from: '/app' });
  const { scope, query, shown, entries } = useDockOrder(orderId);
  const next = useNextStatuses(scope, shown);

  if (orderId <= 0) return <OrderNotFound />;
  if (query.isPending || query.isError || !shown) return <OrderLoadState query={query} />;

  const isWaiting = entries.some((entry) => entry.state !== 'done' && entry.kind === 'orderReception');
  const canReceive =
    receivableStatuses.includes(shown.transactionStatusId as (typeof receivableStatuses)[number]) &&
    shown.locationIdTo === scope.locationId;
  const isRecipientRegistered =
    shown.transactionStatusId === orderStatus.NotAgreed && shown.isReceiverRegistered;
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Title order={2} size="h3">
          {shown.orderNo}
        </Title>
        <Badge size="lg" variant="filled" tt="none" data-testid="dock-status">
          {dockStatusText(shown, i18n)}
        </Badge>
        {isWaiting && (
          <Badge size="lg" color="orange" variant="light" tt="none">
            <Trans>Saved on this device</Trans>
          </Badge>
        )}
      </Group>
      {isRecipientRegistered && <Alert color="yellow" title={t`Recipient registered`} />}
      {canReceive ? (
        <Section title={<Trans>Reception</Trans>}>
          <ReceptionForm key={`${shown.id}-${shown.version}`} scope={scope} order={shown} />
        </Section>
      ) : (
        <Section title={<Trans>Lines</Trans>}>
          <ArrivedLines order={shown} />
        </Section>
      )}
      {next && next.length > 0 && !canReceive && (
        <OrderStatusActions scope={scope} order={shown} next={next} />
      )}
      <OrderFacts order={shown} truckTypes={start.truckTypes} />
      <OrderComments scope={scope} orderId={shown.id} orderNo={shown.orderNo} />
    </Stack>
  );
}

function ArrivedLines({ order }: { order: OrderRow }) {
  const hasArrived = order.transactions.some((line) => line.quantityDelivered !== null);
  return (
    <Table.ScrollContainer minWidth={560}>
      {hasArrived ? <ReceivedLines lines={order.transactions} /> : <OrderLines lines={order.transactions} />}
    </Table.ScrollContainer>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
