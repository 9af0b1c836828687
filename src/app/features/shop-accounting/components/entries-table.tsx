import { useLingui } from '@lingui/react/macro';
import { Button, Stack, Table, Text } from '@mantine/core';
import type { ShopTransaction } from '../../../../domain/shop-accounting/schemas.ts';
import { formatDay } from '../../../../domain/shared/date-format.ts';
import { ScrollTable } from './scroll-table.tsx';
import { channelLabels } from '../shop-labels.ts';
import { money, paymentText } from '../shop-text.ts';

export interface EntriesTableProps {
  rows: readonly ShopTransaction[];
  mobileName: string;
  onReverse: (entry: ShopTransaction) => void;
}

/** The entries, newest first: a reversal names its original, a reversed original names its reversal. */
export function EntriesTable({ rows, mobileName, onReverse }: EntriesTableProps) {
  const { t, i18n } = useLingui();
  return (
    <ScrollTable label={t`Shop and wholesale transactions`} minWidth={1100}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`No.`}</Table.Th>
          <Table.Th>{t`Date`}</Table.Th>
          <Table.Th>{t`Channel`}</Table.Th>
          <Table.Th>{t`Buyer`}</Table.Th>
          <Table.Th>{t`Product`}</Table.Th>
          <Table.Th ta="right">{t`Quantity`}</Table.Th>
          <Table.Th ta="right">{t`Unit price`}</Table.Th>
          <Table.Th ta="right">{t`VAT`}</Table.Th>
          <Table.Th ta="right">{t`Gross`}</Table.Th>
          <Table.Th>{t`Payment`}</Table.Th>
          <Table.Th>{t`Correction`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          // The market's ledger numbers, not the row ids (the messages keep their placeholders' names).
          const { entryNo: id, reversesNo: reversesId, reversedByNo: reversedById } = row;
          return (
            <Table.Tr key={row.id}>
              <Table.Td>#{row.entryNo}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(row.date, i18n.locale)}</Table.Td>
              <Table.Td>{i18n._(channelLabels[row.channel])}</Table.Td>
              <Table.Td>
                {row.buyer}
                <Text size="xs" c="dimmed">
                  {row.createdByName}
                </Text>
              </Table.Td>
              <Table.Td>{row.productName}</Table.Td>
              <Table.Td ta="right">{row.quantity}</Table.Td>
              <Table.Td ta="right">{money(row.unitPrice, i18n.locale)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(row.vat, i18n.locale)}
                <Text size="xs" c="dimmed">
                  {row.vatRate} %
                </Text>
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {money(row.gross, i18n.locale)}
              </Table.Td>
              <Table.Td>{paymentText(row.paymentMethod, mobileName, i18n)}</Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  {row.reversesId !== null && (
                    <Text size="sm" fw={700}>
                      {t`Reversal of #${reversesId}`}
                    </Text>
                  )}
                  {row.reversedById !== null && (
                    <Text size="sm" c="dimmed">
                      {t`Reversed by #${reversedById}`}
                    </Text>
                  )}
                  {row.reversesId === null && row.reversedById === null && (
                    <Button
                      size="compact-md"
                      variant="subtle"
                      color="red.9"
                      onClick={() => onReverse(row)}
                      aria-label={t`Reverse entry #${id}`}
                    >
                      {t`Reverse`}
                    </Button>
                  )}
                </Stack>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ScrollTable>
  );
}
