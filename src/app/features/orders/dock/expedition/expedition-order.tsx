import { Trans } from '@lingui/react/macro';
import { Group, Stack, Table } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { pickableStatuses } from '../../../../../domain/dock/picking.ts';
import { orderStatus } from '../../../../../domain/orders/order-statuses.ts';
import type { OrderRow } from '../../../../../domain/orders/order-list.ts';
import { idSchema } from '../../../../../domain/shared/id.ts';
import { OrderLines } from '../../../../ui/order-grid/order-lines.tsx';
import { OrderComments } from '../../detail/order-comments.tsx';
import { OrderLoadState, OrderNotFound } from '../../detail/order-load-state.tsx';
import { OrderStatusActions } from '../../detail/order-status-actions.tsx';
import { useNextStatuses } from '../../detail/use-next-statuses.ts';
import { useDockOrder } from '../use-dock-order.ts';
import { PrintWaybillButton } from '../waybill/print-waybill-button.tsx';
import { ExpeditionHeader } from './expedition-header.tsx';
import { ExpeditionSection } from './expedition-section.tsx';
import { PendingMarker } from './pending-marker.tsx';
import { PickingForm } from './picking-form.tsx';
import { TransportFacts } from './transport-facts.tsx';
import './expedition.css';

export interface ExpeditionOrderProps {
  /** The route's id; anything but a valid row id shows the not-found state without a call. */
  orderId: number;
}

/**
 * One order at /app/expedition/{id} (issue 6 item 2): picked, loaded and sent by the dock worker, with
 * or without network. An order past picking shows what was sent, its waybill and its comments.
 */
export function ExpeditionOrder({ orderId }: ExpeditionOrderProps) {
  if (!idSchema.safeParse(orderId).success) return <OrderNotFound />;
  return <ExpeditionView key={orderId} orderId={orderId} />;
}

function ExpeditionView({ orderId }: { orderId: number }) {
  const { start } = useRouteContext({ from: '/app' });
  const { scope, query, shown, entries } = useDockOrder(orderId);
  const next = useNextStatuses(scope, shown);

  if (query.isPending || query.isError) return <OrderLoadState query={query} />;

  const order = shown ?? query.data;
  const truckTypes = start.truckTypes;
  const isPickable =
    pickableStatuses.some((status) => status === order.transactionStatusId) &&
    // The status machine decides: an order the provider has not confirmed yet is not picked.
    (next?.includes(orderStatus.Picked) || next?.includes(orderStatus.Sent)) === true;
  // Picked and Sent are set by the picking form; the other steps (confirm, cancel …) are buttons.
  const otherSteps = (next ?? []).filter((to) => to !== orderStatus.Picked && to !== orderStatus.Sent);
  return (
    <Stack gap="lg" className="expedition">
      <ExpeditionHeader order={order} />
      <PendingMarker entries={entries} />
      {otherSteps.length > 0 && <OrderStatusActions scope={scope} order={order} next={otherSteps} />}
      {isPickable ? (
        // A new version from the server starts the form again from it.
        <PickingForm
          key={`${order.id}-${order.version}`}
          scope={scope}
          order={order}
          truckTypes={truckTypes}
        />
      ) : (
        <PickedOrder order={order} truckTypeName={truckNameOf(order, truckTypes)} />
      )}
      <OrderComments scope={scope} orderId={orderId} orderNo={order.orderNo} />
    </Stack>
  );
}

const truckNameOf = (order: OrderRow, truckTypes: readonly { id: number; name: string }[]) =>
  truckTypes.find((truck) => truck.id === order.carType)?.name ?? null;

function PickedOrder({ order, truckTypeName }: { order: OrderRow; truckTypeName: string | null }) {
  return (
    <>
      <ExpeditionSection title={<Trans>Lines</Trans>}>
        <Table.ScrollContainer minWidth={560}>
          <OrderLines lines={order.transactions} />
        </Table.ScrollContainer>
      </ExpeditionSection>
      <ExpeditionSection title={<Trans>Transport and waybill</Trans>}>
        <TransportFacts order={order} truckTypeName={truckTypeName} />
        <Group>
          <PrintWaybillButton order={order} truckTypeName={truckTypeName} />
        </Group>
      </ExpeditionSection>
    </>
  );
}
