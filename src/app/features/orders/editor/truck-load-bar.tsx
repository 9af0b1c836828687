import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { fillPercent, isOverfilled } from '../../../../domain/orders/truck-load.ts';

/** The truck-load visual (spec §3, §9): the fill with one decimal, red when the load is over 1. */
export function TruckLoadBar({ fill }: { fill: number }) {
  const { t, i18n } = useLingui();
  const percent = fillPercent(fill);
  const shown = i18n.number(percent, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const isOver = isOverfilled(fill);
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          <Trans>Truck load</Trans>
        </Text>
        <Text size="sm" c={isOver ? 'red' : undefined} data-testid="truck-load">
          {shown} %
        </Text>
      </Group>
      <Progress
        value={Math.min(100, percent)}
        color={isOver ? 'red' : 'teal'}
        size="lg"
        aria-label={t`Truck load ${shown} %`}
      />
      {isOver && (
        <Text size="sm" c="red">
          <Trans>The load does not fit on this truck.</Trans>
        </Text>
      )}
    </Stack>
  );
}
