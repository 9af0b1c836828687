import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import type { OrderRow } from '../../../../domain/orders/order-list.ts';

/** Prices, fees (sealing too) and their sum once the provider has set them, with at least 2 decimals (spec §9). */
export function OrderFees({ order }: { order: OrderRow }) {
  const { t, i18n } = useLingui();
  const money = (value: number) =>
    i18n.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 4 }) +
    (order.currency ? ` ${order.currency}` : '');
  const rows = [
    { label: t`Amount`, value: order.amount },
    { label: t`Freight`, value: order.freight },
    { label: t`Transport fee`, value: order.transportFee },
    { label: t`Customs`, value: order.customs },
    { label: t`Sealing`, value: order.sealing },
    { label: t`Sum amount`, value: order.sumAmount },
  ].filter((row): row is { label: string; value: number } => typeof row.value === 'number');

  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Prices and fees are set when the provider confirms the order.</Trans>
      </Text>
    );
  }
  return (
    <Table aria-label={t`Prices and fees`} maw={420}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th>{row.label}</Table.Th>
            <Table.Td ta="right">{money(row.value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
