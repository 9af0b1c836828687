import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { lineQuantityMax, type OrderDraftLine } from '../../../../../domain/orders/order-draft.ts';
import type { AvailableProduct } from '../../../../../domain/products/available-products.ts';
import { productKey } from '../../../../../domain/products/product-key.ts';
import { isNotOnDevice, notOnDeviceText } from '../../../../offline/not-on-device.ts';
import { ProductIcon } from '../../../../ui/media/product-icon.tsx';
import { NumberInput } from '../../../../ui/number-input/number-input.tsx';
import { editorQueries } from '../../editor/editor-queries.ts';
import type { OrderScope } from '../../queries.ts';
import { LoadingLine } from '../../../../ui/loading-line/loading-line.tsx';

export interface ProductQuantitySheetProps {
  scope: OrderScope;
  /** The lines with a quantity above 0; a product without a line shows 0. */
  value: readonly OrderDraftLine[];
  onChange: (lines: OrderDraftLine[]) => void;
  /** Product keys (productKey) whose line is wrong, each marked with `flagText`. */
  flagged?: ReadonlySet<string>;
  flagText?: string;
  error?: ReactNode;
}

/** Past this many choices a search field helps find a product on the tablet. */
const searchFrom = 8;

const linesOf = (choices: readonly AvailableProduct[], quantities: ReadonlyMap<string, number>) =>
  choices.flatMap((choice): OrderDraftLine[] => {
    const quantity = quantities.get(choice.key) ?? 0;
    const { productId, treatmentId, qualityId } = choice;
    return quantity > 0 ? [{ productId, treatmentId, qualityId, quantity }] : [];
  });

/**
 * The acting location's product choices, each with a large quantity field that opens the numeric
 * keypad (issue 6, item 5); 0 leaves the product out. Kept on the device, so it works offline.
 */
export function ProductQuantitySheet({
  scope,
  value,
  onChange,
  flagged,
  flagText,
  error,
}: ProductQuantitySheetProps) {
  const { t, i18n } = useLingui();
  const choices = useQuery(editorQueries.choices(scope));
  const [search, setSearch] = useState('');
  const quantities = new Map(value.map((line) => [productKey(line), line.quantity]));

  if (choices.isPending) {
    return (
      <LoadingLine>
        <Trans>Loading products…</Trans>
      </LoadingLine>
    );
  }
  if (choices.isError && !choices.data) {
    return (
      <Alert color="red" role="alert">
        {isNotOnDevice(choices.error) ? (
          i18n._(notOnDeviceText)
        ) : (
          <Trans>The products could not be loaded.</Trans>
        )}
      </Alert>
    );
  }
  const all = choices.data;
  if (all.length === 0) {
    return (
      <Alert color="orange" role="alert">
        <Trans>No products are set up for this location.</Trans>
      </Alert>
    );
  }

  const term = search.trim().toLowerCase();
  const shown = term ? all.filter((choice) => choice.name.toLowerCase().includes(term)) : all;
  const setQuantity = (key: string, quantity: number) =>
    onChange(linesOf(all, new Map(quantities).set(key, quantity)));

  return (
    <Stack gap="xs">
      {all.length > searchFrom && (
        <TextInput
          label={t`Search products`}
          type="search"
          size="md"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      )}
      {error && (
        <Text c="red" role="alert">
          {error}
        </Text>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={t`Products and quantities`} verticalSpacing="sm" fz="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Product`}</Table.Th>
              <Table.Th>{t`Treatment`}</Table.Th>
              <Table.Th>{t`Quality`}</Table.Th>
              <Table.Th w={200}>{t`Quantity`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((choice) => {
              const quantity = quantities.get(choice.key) ?? 0;
              const isFlagged = quantity > 0 && !!flagged?.has(choice.key);
              const name = choice.name;
              return (
                <Table.Tr key={choice.key} bg={quantity > 0 ? 'var(--mantine-color-blue-light)' : undefined}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <ProductIcon image={choice.image} size={40} template="product-image-xsmall" />
                      <Text fw={quantity > 0 ? 700 : 400}>{choice.productName}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>{choice.treatmentName}</Table.Td>
                  <Table.Td>{choice.qualityName}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      label={t`Quantity of ${name}`}
                      labelHidden
                      value={quantity}
                      max={lineQuantityMax}
                      onChange={(next) => setQuantity(choice.key, next)}
                      error={isFlagged ? flagText : undefined}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
