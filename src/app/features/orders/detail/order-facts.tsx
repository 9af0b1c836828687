import { useLingui } from '@lingui/react/macro';
import { Badge, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OrderRow } from '../../../../domain/orders/order-list.ts';
import type { TruckType } from '../../../../domain/session/session-status.ts';
import { orderStatusLabel } from '../../../ui/order-grid/order-status-labels.ts';
import {
  customsHandlerLabels,
  customsStatusLabels,
  labelOf,
  transactionTypeLabels,
} from './order-type-labels.ts';
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
  const hasCustoms = order.customsHandler !== null && order.customsHandler !== 'none';
  // labelOf would take the empty status for none: '' is 'Not declared' here.
  const customsStatus = hasCustoms ? customsStatusLabels[order.customsStatus ?? ''] : null;
  const isDelivery = order.transactionTypeId === 'GL' || order.transactionTypeId === 'OO';
  const count = (value: number | null | undefined) =>
    value === null || value === undefined ? null : format.number(value);
  const { sort } = order;
  // A row kept on the device before these fields existed lacks them: undefined shows as nothing.
  const day = (value: string | null | undefined) => (value ? format.day(value) : null);
  const money = (value: number | null | undefined) =>
    value === null || value === undefined ? null : format.money(value, order.currency);

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
    { label: t`Customs status`, value: customsStatus ? i18n._(customsStatus) : null },
    // Scheduled and rental orders (spec §3 dates).
    { label: t`Start date`, value: day(order.startDate) },
    { label: t`End date`, value: day(order.endDate) },
    { label: t`Interval (weeks)`, value: count(order.intervalWeeks) },
    { label: t`Return days`, value: count(order.returnDays) },
    { label: t`Reception days`, value: count(order.receptionDays) },
    { label: t`Quantity`, value: format.number(order.quantity) },
    // What sorting found, once the provider counted the arrival (spec §3 sort data).
    { label: t`Counted on arrival`, value: count(sort?.counted) },
    { label: t`Shortfall`, value: sort?.shortfall ? format.number(sort.shortfall) : null },
    { label: t`Lines in another quality`, value: sort?.qualityChanges ? count(sort.qualityChanges) : null },
    { label: t`Price per item`, value: money(order.price) },
    { label: t`Amount`, value: money(order.amount) },
    { label: t`Freight`, value: money(order.freight) },
    { label: t`Transport fee`, value: money(order.transportFee) },
    { label: t`Customs`, value: money(order.customs) },
    { label: t`Sealing`, value: money(order.sealing) },
    { label: t`Sum amount`, value: money(order.sumAmount) },
    // A goods delivery may be confirmed by itself (spec §3 auto commit).
    { label: t`Auto commit`, value: isDelivery ? (order.autoCommit ? t`Yes` : t`No`) : null },
    { label: t`Signed`, value: order.hasSignature ? t`Yes` : null },
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
