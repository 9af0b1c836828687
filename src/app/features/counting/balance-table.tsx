import { useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import { tonsOf, type StockProduct } from '../../../domain/dock/stock-details.ts';
import { creditOrOwesLabels } from './credit-or-owes-labels.ts';

export interface BalanceTableProps {
  products: readonly StockProduct[];
}

type Volume = 'balance' | 'physicalBalance' | 'incoming' | 'outgoing';
const volumes: readonly Volume[] = ['balance', 'physicalBalance', 'incoming', 'outgoing'];

/** A volume in both units of spec §3: pallets, and tons under it. */
function VolumeCell({
  pallets,
  tons,
  testId,
}: {
  pallets: number | null;
  tons: number | null;
  testId: string;
}) {
  const { t, i18n } = useLingui();
  if (pallets === null || tons === null) {
    return (
      <Table.Td ta="right" data-testid={testId}>
        {'\u2013'}
      </Table.Td>
    );
  }
  const tonsText = i18n.number(tons, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  return (
    <Table.Td ta="right" data-testid={testId}>
      <Text fw={600}>{i18n.number(pallets)}</Text>
      <Text size="sm" c="dimmed">{t`${tonsText} t`}</Text>
    </Table.Td>
  );
}

/**
 * The stock of a location per product choice (spec §3 inventory): balance, physical balance (from the
 * last confirmed count), incoming, outgoing, and whether the balance is a credit or owed — each in
 * pallets and tons, with totals.
 */
export function BalanceTable({ products }: BalanceTableProps) {
  const { t, i18n } = useLingui();
  const headers: Record<Volume, string> = {
    balance: t`Balance`,
    physicalBalance: t`Physical balance`,
    incoming: t`Incoming`,
    outgoing: t`Outgoing`,
  };
  const total = (volume: Volume) => {
    const counted = products.filter((row) => row[volume] !== null);
    return {
      pallets: counted.reduce((sum, row) => sum + (row[volume] ?? 0), 0),
      tons: counted.reduce((sum, row) => sum + tonsOf(row[volume] ?? 0, row.weightKg), 0),
    };
  };
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label={t`Balance per product`} verticalSpacing="xs" fz="md" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Product`}</Table.Th>
            {volumes.map((volume) => (
              <Table.Th key={volume} ta="right">
                {headers[volume]}
              </Table.Th>
            ))}
            <Table.Th>{t`Credit or owes`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((row) => {
            const name = `${row.productName} · ${row.treatmentName} · ${row.qualityName}`;
            return (
              <Table.Tr key={`${row.productId}|${row.treatmentId}|${row.qualityId}`} aria-label={name}>
                <Table.Td>
                  <Text fw={700}>{row.productName}</Text>
                  <Text size="sm">
                    {row.treatmentName} · {row.qualityName}
                  </Text>
                </Table.Td>
                {volumes.map((volume) => (
                  <VolumeCell
                    key={volume}
                    testId={volume}
                    pallets={row[volume]}
                    tons={row[volume] === null ? null : tonsOf(row[volume], row.weightKg)}
                  />
                ))}
                <Table.Td data-testid="creditOrOwes">
                  {row.creditOrOwes ? i18n._(creditOrOwesLabels[row.creditOrOwes]) : '\u2013'}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr aria-label={t`Total`}>
            <Table.Th>{t`Total`}</Table.Th>
            {volumes.map((volume) => {
              const sum = total(volume);
              return (
                <VolumeCell key={volume} testId={`total-${volume}`} pallets={sum.pallets} tons={sum.tons} />
              );
            })}
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
