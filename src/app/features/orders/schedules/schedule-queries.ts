import { queryOptions } from '@tanstack/react-query';
import type { ScheduleTransactionTypeId } from '../../../../domain/orders/order-schedule.ts';
import { trackFailures } from '../../../error-tracking/report-error.ts';
import { orderKeys, type OrderScope } from '../queries.ts';
import { fetchScheduleFill, fetchSchedules } from './schedule-api.ts';

export const scheduleKeys = {
  all: (scope: OrderScope) => [...orderKeys.all(scope), 'schedules'] as const,
  list: (scope: OrderScope, type: ScheduleTransactionTypeId) => [...scheduleKeys.all(scope), type] as const,
  fill: (scope: OrderScope, id: number, version: number) =>
    [...scheduleKeys.all(scope), 'fill', id, version] as const,
};

export const scheduleListQuery = (scope: OrderScope, type: ScheduleTransactionTypeId) =>
  queryOptions({ queryKey: scheduleKeys.list(scope, type), queryFn: () => fetchSchedules(type) });

/** The fill of a schedule's truck; a failure is only for error tracking (spec §8), the cell stays empty. */
export const scheduleFillQuery = (scope: OrderScope, id: number, version: number) =>
  queryOptions({
    queryKey: scheduleKeys.fill(scope, id, version),
    queryFn: trackFailures('fill', () => fetchScheduleFill(id)),
    retry: false,
  });
