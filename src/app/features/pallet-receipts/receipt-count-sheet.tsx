import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { lineQuantityMax } from '../../../domain/orders/order-draft.ts';
import type { PalletReceiptVariant } from '../../../domain/pallet-receipts/pallet-receipt.ts';
import type { AvailableProduct } from '../../../domain/products/available-products.ts';
import { productKey } from '../../../domain/products/product-key.ts';
import { NumberInput } from '../../ui/number-input/number-input.tsx';
import { locationStockQuery, type ReceiptScope } from './queries.ts';
import { emptyLineCount, type LineCount } from './receipt-form-value.ts';
import { signedCount } from './signed-count.ts';
import { LoadingLine } from '../../ui/loading-line/loading-line.tsx';

export interface ReceiptCountSheetProps {
  scope: ReceiptScope;
  variant: PalletReceiptVariant;
  locationId: number;
  products: readonly AvailableProduct[];
  counts: Record<string, LineCount>;
  onChange: (key: string, count: LineCount) => void;
  error?: ReactNode;
}

const differenceColor = (difference: number | null) =>
  difference ? 'var(--mantine-color-red-9)' : undefined;

/**
 * The pallets counted per product and quality (issue 7 item 1): in and out on a plain receipt; on an
 * inventory one what stands there, beside the balance this device last read.
 */
export function ReceiptCountSheet(props: ReceiptCountSheetProps) {
  const { t } = useLingui();
  const { scope, variant, locationId, products, counts, onChange, error } = props;
  const isInventory = variant === 'inventory';
  const stock = useQuery({ ...locationStockQuery(scope, locationId), enabled: isInventory });
  const balances = new Map((stock.data?.products ?? []).map((row) => [productKey(row), row.balance]));

  return (
    <Stack gap="xs">
      {error && (
        <Text c="var(--mantine-color-red-9)" fw={700} role="alert">
          {error}
        </Text>
      )}
      {isInventory && stock.isPending && (
        <LoadingLine size="xs">
          <Trans>Reading the balance…</Trans>
        </LoadingLine>
      )}
      <Table.ScrollContainer minWidth={600}>
        <Table aria-label={t`Pallets counted`} verticalSpacing="sm" fz="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Product`}</Table.Th>
              <Table.Th>{t`Treatment`}</Table.Th>
              <Table.Th>{t`Quality`}</Table.Th>
              {isInventory ? (
                <>
                  <Table.Th ta="right">{t`Balance`}</Table.Th>
                  <Table.Th w={190}>{t`Counted`}</Table.Th>
                  <Table.Th ta="right">{t`Difference`}</Table.Th>
                </>
              ) : (
                <>
                  <Table.Th w={190}>{t`Inbound`}</Table.Th>
                  <Table.Th w={190}>{t`Outbound`}</Table.Th>
                </>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {products.map((product) => {
              const key = productKey(product);
              const count = counts[key] ?? emptyLineCount;
              const name = `${product.productName} ${product.treatmentName} ${product.qualityName}`;
              const balance = balances.get(key) ?? (stock.data ? 0 : null);
              const difference = count.counted === null || balance === null ? null : count.counted - balance;
              return (
                <Table.Tr key={key}>
                  <Table.Td>
                    <Text fw={700}>{product.productName}</Text>
                  </Table.Td>
                  <Table.Td>{product.treatmentName}</Table.Td>
                  <Table.Td>{product.qualityName}</Table.Td>
                  {isInventory ? (
                    <>
                      <Table.Td ta="right">{balance ?? '\u2013'}</Table.Td>
                      <Table.Td>
                        <NumberInput
                          label={t`Counted ${name}`}
                          labelHidden
                          value={count.counted ?? 0}
                          max={lineQuantityMax}
                          onChange={(counted) => onChange(key, { ...count, counted })}
                        />
                      </Table.Td>
                      <Table.Td ta="right" fw={700} c={differenceColor(difference)}>
                        {signedCount(difference)}
                      </Table.Td>
                    </>
                  ) : (
                    <>
                      <Table.Td>
                        <NumberInput
                          label={t`Inbound ${name}`}
                          labelHidden
                          value={count.inbound}
                          max={lineQuantityMax}
                          onChange={(inbound) => onChange(key, { ...count, inbound })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <NumberInput
                          label={t`Outbound ${name}`}
                          labelHidden
                          value={count.outbound}
                          max={lineQuantityMax}
                          onChange={(outbound) => onChange(key, { ...count, outbound })}
                        />
                      </Table.Td>
                    </>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {isInventory && stock.isError && !stock.data && (
        <Alert color="gray">
          <Trans>The balance could not be read; the count is saved all the same.</Trans>
        </Alert>
      )}
    </Stack>
  );
}
