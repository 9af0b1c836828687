import { useLingui } from '@lingui/react/macro';
import { Badge, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OrderRow } from '../../../../domain/orders/order-list.ts';
import type { TruckType } from '../../../../domain/session/session-status.ts';
import { orderStatusLabel } from '../../../ui/order-grid/order-status-labels.ts';
import { customsHandlerLabels, labelOf, transactionTypeLabels } from './order-type-labels.ts';
import { useDetailFormat } from './use-detail-format.ts';

export interface OrderFactsProps {
  order: OrderRow;
  truckTypes: readonly TruckType[];
}

interface Fact {
  label: string;
  value: ReactNode;
}

/** The order's fields as a description list (spec §3): number, type, status, places, dates, money. */
export function OrderFacts({ order, truckTypes }: OrderFactsProps) {
  const { t, i18n } = useLingui();
  const format = useDetailFormat();
  const type = labelOf(transactionTypeLabels, order.transactionTypeId);
  const status = orderStatusLabel(order.transactionStatusId);
  const truck = truckTypes.find((truckType) => truckType.id === order.carType);
  const customs = labelOf(customsHandlerLabels, order.customsHandler);
  const day = (value: string | null) => (value ? format.day(value) : null);
  const money = (value: number | null) => (value === null ? null : format.money(value, order.currency));

  const facts: (Fact | null)[] = [
    { label: t`Order no.`, value: order.orderNo },
    {
      label: t`Type`,
      value: type ? `${order.transactionTypeId} · ${i18n._(type)}` : order.transactionTypeId,
    },
    {
      label: t`Status`,
      value: (
        <Badge variant="light" tt="none">
          {status ? i18n._(status) : order.transactionStatus}
        </Badge>
      ),
    },
    { label: t`From`, value: order.locationNameFrom },
    { label: t`To`, value: order.locationNameTo },
    { label: t`Send date`, value: day(order.dateSend) },
    { label: t`Pickup date`, value: day(order.pickupDate) },
    { label: t`Sent`, value: day(order.sentDate) },
    { label: t`Received`, value: day(order.receivalDate) },
    { label: t`Reference`, value: order.reference },
    { label: t`My reference`, value: order.myReference },
    { label: t`Sender's reference`, value: order.sendersRef },
    { label: t`Receiver's reference`, value: order.receiversRef },
    { label: t`Transport reference`, value: order.transportRef },
    { label: t`Truck type`, value: truck?.name ?? null },
    { label: t`Customs handling`, value: customs ? i18n._(customs) : null },
    { label: t`Quantity`, value: format.number(order.quantity) },
    { label: t`Amount`, value: money(order.amount) },
    { label: t`Freight`, value: money(order.freight) },
    { label: t`Transport fee`, value: money(order.transportFee) },
    { label: t`Customs`, value: money(order.customs) },
  ].map((fact) => (fact.value === null || fact.value === '' ? null : fact));

  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="xs" m={0}>
      {facts.map(
        (fact) =>
          fact && (
            <div key={fact.label}>
              <Text component="dt" size="sm" c="dimmed">
                {fact.label}
              </Text>
              <Text component="dd" m={0} fw={500}>
                {fact.value}
              </Text>
            </div>
          ),
      )}
    </SimpleGrid>
  );
}
