import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OrderSchedule } from '../../../../domain/orders/order-schedule.ts';
import type { OrderScope } from '../queries.ts';
import { scheduleFillQuery } from './schedule-queries.ts';

/** The schedule's truck fill from GET ScheduleOrderFill, a percent with one decimal (spec §7, §9). */
export function ScheduleFill({ scope, schedule }: { scope: OrderScope; schedule: OrderSchedule }) {
  const { i18n } = useLingui();
  const fill = useQuery(scheduleFillQuery(scope, schedule.id, schedule.version));
  if (!fill.data) return null;
  const shown = i18n.number(fill.data.percent, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Text size="sm" c={fill.data.fill > 1 ? 'red' : undefined}>
      {shown} %
    </Text>
  );
}
