import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId, useMemo, type ReactNode } from 'react';
import { orderStatus } from '../../../../domain/orders/order-statuses.ts';
import { idSchema } from '../../../../domain/shared/id.ts';
import { orderEntityKey } from '../../../offline/entity-keys.ts';
import { useEntityEntries } from '../../../offline/use-outbox.ts';
import { OrderLines } from '../../../ui/order-grid/order-lines.tsx';
import type { OrderScope } from '../queries.ts';
import { orderDetailQuery } from './order-detail-queries.ts';
import { withPendingChanges } from './pending-changes.ts';
import { OrderAddresses } from './order-addresses.tsx';
import { OrderComments } from './order-comments.tsx';
import { OrderCustoms } from './order-customs.tsx';
import { OrderFacts } from './order-facts.tsx';
import { OrderLoadState, OrderNotFound } from './order-load-state.tsx';
import { OrderStatusActions } from './order-status-actions.tsx';
import { OrderStatusHistory } from './order-status-history.tsx';
import { nextStatuses } from '../../../../domain/orders/status-machine.ts';
import { OrdererActions } from './orderer-actions.tsx';
import { useOrderActors } from './use-next-statuses.ts';

export interface OrderDetailProps {
  /** The route's id; anything but a valid row id shows the not-found state without a call. */
  orderId: number;
}

/**
 * One order, read-only (issue 4 items 6 and 7): its fields and lines, the 'Recipient registered' note,
 * the status changes the session may make, the status history and the comments with attachments.
 */
export function OrderDetail({ orderId }: OrderDetailProps) {
  const { start } = useRouteContext({ from: '/app' });
  const scope = { customerId: start.status.customer.id, locationId: start.status.location.id };
  if (!idSchema.safeParse(orderId).success) return <OrderNotFound />;
  return <OrderDetailView key={orderId} scope={scope} orderId={orderId} />;
}

function OrderDetailView({ scope, orderId }: { scope: OrderScope; orderId: number }) {
  const { t } = useLingui();
  const { start } = useRouteContext({ from: '/app' });
  const order = useQuery(orderDetailQuery(scope, orderId));
  const entries = useEntityEntries(orderEntityKey(orderId));
  const shown = useMemo(() => order.data && withPendingChanges(order.data, entries), [order.data, entries]);
  const actors = useOrderActors(scope, shown);
  const next =
    shown && actors
      ? nextStatuses({ type: shown.transactionTypeId, from: shown.transactionStatusId, actor: actors })
      : null;

  if (order.isPending || order.isError) return <OrderLoadState query={order} />;

  const data = shown ?? order.data;
  const isRecipientRegistered =
    data.transactionStatusId === orderStatus.NotAgreed && data.isReceiverRegistered;
  return (
    <Stack gap="lg">
      {isRecipientRegistered && (
        // Spec §4: a not-agreed order notes that the receiver is registered.
        <Alert color="yellow" title={t`Recipient registered`} />
      )}
      <OrderFacts order={data} truckTypes={start.truckTypes} />
      <OrderAddresses order={data} />
      <OrderCustoms scope={scope} order={data} />
      {actors && <OrdererActions scope={scope} order={data} actors={actors} />}
      {next && <OrderStatusActions scope={scope} order={data} next={next} />}
      <Section title={<Trans>Lines</Trans>}>
        <Table.ScrollContainer minWidth={560}>
          <OrderLines lines={data.transactions} />
        </Table.ScrollContainer>
      </Section>
      <Section title={<Trans>Status history</Trans>}>
        <OrderStatusHistory scope={scope} orderId={orderId} />
      </Section>
      <OrderComments scope={scope} orderId={orderId} orderNo={data.orderNo} />
    </Stack>
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
