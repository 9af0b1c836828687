import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { canOrderChoice, type AvailableProduct } from '../../../../domain/products/available-products.ts';
import { IconButton } from '../../../ui/icon-button/icon-button.tsx';
import { ProductIcon } from '../../../ui/media/product-icon.tsx';
import { NumberInput } from '../../../ui/number-input/number-input.tsx';
import { SearchSelect } from '../../../ui/search-select/search-select.tsx';
import { useAvailabilityText } from './use-availability-text.ts';
import type { FormLine } from './order-form.ts';

export interface ProductLinesProps {
  choices: readonly AvailableProduct[];
  lines: readonly FormLine[];
  onChange: (lines: FormLine[]) => void;
  /** Provider staff (SR/SW) may order unavailable choices (spec §5, §6). */
  isProviderStaff: boolean;
  error?: string | null;
}

/** The order's lines: a product picker (spec §5) and a quantity per chosen product. */
export function ProductLines({ choices, lines, onChange, isProviderStaff, error }: ProductLinesProps) {
  const { t } = useLingui();
  const availabilityText = useAvailabilityText(isProviderStaff);
  const byKey = new Map(choices.map((choice) => [choice.key, choice]));
  const chosen = new Set(lines.map((line) => line.key));
  // The picker leaves out what the order already has (spec §5: excluded combinations).
  const options = choices
    .filter((choice) => !chosen.has(choice.key))
    .map((choice) => {
      const note = availabilityText(choice.availability);
      return {
        value: choice.key,
        label: note ? `${choice.name} — ${note}` : choice.name,
        disabled: !canOrderChoice(choice.availability, isProviderStaff),
      };
    });

  const setQuantity = (key: string, quantity: number) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, quantity } : line)));

  return (
    <Stack gap="xs">
      <SearchSelect
        label={t`Add product`}
        placeholder={t`Search products`}
        data={options}
        value={null}
        onChange={(key) => key && onChange([...lines, { key, quantity: 0 }])}
        error={error}
        nothingFoundMessage={t`No products`}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <ProductIcon image={byKey.get(option.value)?.image} size={24} />
            <span>{option.label}</span>
          </Group>
        )}
      />
      {lines.length > 0 && (
        <Table aria-label={t`Order lines`} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Product`}</Table.Th>
              <Table.Th w={180}>{t`Quantity`}</Table.Th>
              <Table.Th w={56} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => {
              const choice = byKey.get(line.key);
              const name = choice?.name ?? line.key;
              const note = choice ? availabilityText(choice.availability) : t`Not available!`;
              return (
                <Table.Tr key={line.key}>
                  <Table.Td>
                    <Group gap="xs">
                      <ProductIcon image={choice?.image} />
                      <Text size="sm">{name}</Text>
                      {note && (
                        <Badge color="orange" variant="light">
                          {note}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      label={t`Quantity of ${name}`}
                      labelHidden
                      value={line.quantity}
                      onChange={(quantity) => setQuantity(line.key, quantity)}
                      max={100_000}
                    />
                  </Table.Td>
                  <Table.Td>
                    <IconButton
                      variant="subtle"
                      color="red"
                      size="lg"
                      label={t`Remove ${name}`}
                      onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
                    >
                      ×
                    </IconButton>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
