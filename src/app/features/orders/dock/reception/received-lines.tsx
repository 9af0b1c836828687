import { Trans } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import { sentQuantityOf } from '../../../../../domain/dock/reception.ts';
import { signedDifference } from '../signed-difference.ts';
import type { OrderLine } from '../../../../../domain/orders/order-list.ts';

/** Lines after a reception: sent, received, the quality it arrived in, and the difference. */
export function ReceivedLines({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <Table verticalSpacing="sm" fz="md">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Product</Trans>
          </Table.Th>
          <Table.Th ta="right">
            <Trans>Sent</Trans>
          </Table.Th>
          <Table.Th ta="right">
            <Trans>Received</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Quality received</Trans>
          </Table.Th>
          <Table.Th ta="right">
            <Trans>Difference</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => {
          const sent = sentQuantityOf(line);
          const difference = line.quantityDelivered === null ? null : line.quantityDelivered - sent;
          return (
            <Table.Tr key={line.id}>
              <Table.Td>{`${line.productName} · ${line.treatmentName} · ${line.qualityName}`}</Table.Td>
              <Table.Td ta="right">{sent}</Table.Td>
              <Table.Td ta="right">{line.quantityDelivered ?? signedDifference(null)}</Table.Td>
              <Table.Td>{line.qualityNameReceived ?? line.qualityIdReceived ?? line.qualityName}</Table.Td>
              <Table.Td ta="right">
                <Text fw={700} c={difference ? 'var(--mantine-color-red-9)' : undefined}>
                  {signedDifference(difference)}
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
