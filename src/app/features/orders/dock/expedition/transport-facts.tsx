import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Text } from '@mantine/core';
import type { OrderRow } from '../../../../../domain/orders/order-list.ts';
import { useDetailFormat } from '../../detail/use-detail-format.ts';

export interface TransportFactsProps {
  order: OrderRow;
  truckTypeName: string | null;
}

/** The truck and waybill fields of an order no longer picked (spec §3 transport), the empty ones left out. */
export function TransportFacts({ order, truckTypeName }: TransportFactsProps) {
  const { t } = useLingui();
  const format = useDetailFormat();
  const facts = [
    { label: t`Car no.`, value: order.carNo },
    { label: t`Car no. 2`, value: order.carNo2 },
    { label: t`Car type`, value: truckTypeName },
    { label: t`Haulier`, value: order.cartman },
    { label: t`Sent`, value: order.sentDate ? format.day(order.sentDate) : null },
    { label: t`Load text`, value: order.loadText },
    { label: t`Transport text`, value: order.transportText },
    { label: t`Info text for the waybill`, value: order.waybillInfo },
    { label: t`Number of copies`, value: String(order.numberOfCopies) },
  ].filter((fact) => fact.value);

  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="xs" m={0}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <Text component="dt" size="sm" fw={600}>
            {fact.label}
          </Text>
          <Text component="dd" m={0} style={{ whiteSpace: 'pre-line' }}>
            {fact.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
