import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useRef } from 'react';
import type { OrderLine } from '../../../../../domain/orders/order-list.ts';
import { PickedQuantityInput } from './picked-quantity-input.tsx';

export interface PickingLinesProps {
  lines: readonly OrderLine[];
  picked: Record<number, number | null>;
  onChange: (lineId: number, value: number | null) => void;
  /** Lines whose missing quantity is flagged (spec §5 'Picked quantity missing'). */
  missing: ReadonlySet<number>;
}

const pickedOf = (picked: Record<number, number | null>, line: OrderLine) =>
  line.id in picked ? (picked[line.id] ?? null) : line.quantityPicked;

/**
 * The lines to pick: product, ordered and picked quantity per line. Enter in a quantity moves to the
 * next line's, so a dock worker types the whole order on the numeric keypad; lines picked 0 are marked.
 */
export function PickingLines({ lines, picked, onChange, missing }: PickingLinesProps) {
  const { t } = useLingui();
  const tableRef = useRef<HTMLTableElement>(null);

  const focusQuantity = (index: number) => {
    const inputs = tableRef.current?.querySelectorAll<HTMLInputElement>('input[data-picked-quantity]');
    inputs?.[index]?.focus();
  };

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button
          variant="light"
          mih={44}
          onClick={() => lines.forEach((line) => onChange(line.id, line.quantityOrdered))}
        >
          <Trans>All lines: picked = ordered</Trans>
        </Button>
      </Group>
      {/* In portrait the table keeps its columns and scrolls sideways. */}
      <Table.ScrollContainer minWidth={640}>
        <Table ref={tableRef} verticalSpacing="sm" fz="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Product</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Ordered</Trans>
              </Table.Th>
              <Table.Th ta="center">
                <Trans>Picked</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Quick fill</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => {
              const value = pickedOf(picked, line);
              const isZero = value === 0;
              const product = `${line.productName} (${line.treatmentName}, ${line.qualityName})`;
              return (
                <Table.Tr
                  key={line.id}
                  bg={isZero ? 'var(--mantine-color-orange-0)' : undefined}
                  data-zero-picked={isZero || undefined}
                >
                  <Table.Td>
                    <Text fw={600}>{line.productName}</Text>
                    <Text size="sm">
                      {line.treatmentName} · {line.qualityName}
                    </Text>
                    {isZero && (
                      <Badge color="orange.9" variant="filled" mt={4}>
                        <Trans>0 picked</Trans>
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {line.quantityOrdered}
                  </Table.Td>
                  <Table.Td>
                    <PickedQuantityInput
                      label={t`Picked ${product}`}
                      value={value}
                      onChange={(next) => onChange(line.id, next)}
                      error={missing.has(line.id) && value === null ? t`Picked quantity missing` : undefined}
                      onEnter={() => focusQuantity(index + 1)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="default"
                      mih={44}
                      aria-label={t`Picked = ordered: ${product}`}
                      onClick={() => onChange(line.id, line.quantityOrdered)}
                    >
                      <Trans>Picked = ordered</Trans>
                    </Button>
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
