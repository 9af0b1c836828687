import { Trans } from '@lingui/react/macro';
import { Group, Table, Text } from '@mantine/core';
import type { OrderLine } from '../../../domain/orders/order-list.ts';
import { ProductIcon } from '../media/product-icon.tsx';

export interface OrderLinesProps {
  lines: readonly OrderLine[];
}

const quantity = (value: number | null) => (value === null ? '–' : value);

/** An expanded row's nested lines (spec §2): product, quality, treatment and the three quantities. */
export function OrderLines({ lines }: OrderLinesProps) {
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>This order has no lines.</Trans>
      </Text>
    );
  }
  return (
    <Table withRowBorders={false} verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Product</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Quality</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Treatment</Trans>
          </Table.Th>
          <Table.Th ta="right">
            <Trans>Ordered</Trans>
          </Table.Th>
          <Table.Th ta="right">
            <Trans>Picked</Trans>
          </Table.Th>
          <Table.Th ta="right">
            <Trans>Delivered</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.id}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <ProductIcon image={line.productImage} />
                {line.productName}
              </Group>
            </Table.Td>
            <Table.Td>{line.qualityName}</Table.Td>
            <Table.Td>{line.treatmentName}</Table.Td>
            <Table.Td ta="right">{line.quantityOrdered}</Table.Td>
            <Table.Td ta="right">{quantity(line.quantityPicked)}</Table.Td>
            <Table.Td ta="right">{quantity(line.quantityDelivered)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
