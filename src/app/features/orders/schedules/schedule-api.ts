import type {
  OrderSchedule,
  OrderScheduleInput,
  ScheduleOrderFill,
  ScheduleTransactionTypeId,
} from '../../../../domain/orders/order-schedule.ts';
import { callApi } from '../../../api/client.ts';

export const fetchSchedules = (transactionTypeId: ScheduleTransactionTypeId) =>
  callApi<OrderSchedule[]>('orderSchedules', { query: { transactionTypeId } });

/** GET ScheduleOrderFill (spec §7): the schedule's truck fill. */
export const fetchScheduleFill = (id: number) =>
  callApi<ScheduleOrderFill>('ScheduleOrderFill', { query: { id } });

export const saveSchedule = (body: OrderScheduleInput) =>
  callApi<OrderSchedule>('orderSchedule', { method: 'POST', body });

export const deleteSchedule = (schedule: Pick<OrderSchedule, 'id' | 'version'>) =>
  callApi<unknown>('deleteOrderSchedule', {
    method: 'POST',
    body: { id: schedule.id, version: schedule.version },
  });
