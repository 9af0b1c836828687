import type {
  OrderSchedule,
  OrderScheduleInput,
  ScheduleTransactionTypeId,
} from '../../../../domain/orders/order-schedule.ts';
import type { Weekday } from '../../../../domain/calendar/weekdays.ts';
import { productKey } from '../../../../domain/products/product-key.ts';
import type { AvailableProduct } from '../../../../domain/products/available-products.ts';
import type { TruckType } from '../../../../domain/session/session-status.ts';
import type { CustomsHandler, FormLine } from '../editor/order-form.ts';

/** The schedule form: the order's fields plus when it repeats (issue 4 item 5). */
export interface ScheduleFormValue {
  partnerId: number | null;
  intervalWeeks: number;
  startDate: string | null;
  endDate: string | null;
  weekdays: Weekday[];
  reference: string;
  myReference: string;
  carType: number | null;
  customsHandler: CustomsHandler | null;
  lines: FormLine[];
}

export type ScheduleProblem =
  'recipient' | 'startDate' | 'endDate' | 'weekdays' | 'lines' | 'quantity' | 'customs';

export function emptyScheduleForm(truckTypes: readonly TruckType[]): ScheduleFormValue {
  return {
    partnerId: null,
    intervalWeeks: 1,
    startDate: null,
    endDate: null,
    weekdays: [],
    reference: '',
    myReference: '',
    carType: truckTypes.find((truck) => truck.isDefault)?.id ?? null,
    customsHandler: null,
    lines: [],
  };
}

export function scheduleFormOf(schedule: OrderSchedule): ScheduleFormValue {
  return {
    partnerId: schedule.transactionTypeId === 'TO' ? schedule.locationIdFrom : schedule.locationIdTo,
    intervalWeeks: schedule.intervalWeeks,
    startDate: schedule.startDate,
    endDate: schedule.endDate,
    weekdays: schedule.weekdays,
    reference: schedule.reference ?? '',
    myReference: schedule.myReference ?? '',
    carType: schedule.carType,
    customsHandler: schedule.customsHandler,
    lines: schedule.lines.map((line) => ({ key: productKey(line), quantity: line.quantity })),
  };
}

export function scheduleProblems(form: ScheduleFormValue, isCrossBorder: boolean): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  if (form.partnerId === null) problems.push('recipient');
  if (form.startDate === null) problems.push('startDate');
  if (form.startDate && form.endDate && form.endDate < form.startDate) problems.push('endDate');
  if (form.weekdays.length === 0) problems.push('weekdays');
  if (form.lines.length === 0) problems.push('lines');
  if (form.lines.some((line) => line.quantity < 1)) problems.push('quantity');
  if (isCrossBorder && form.customsHandler === null) problems.push('customs');
  return problems;
}

export function scheduleBodyOf(
  form: ScheduleFormValue,
  type: ScheduleTransactionTypeId,
  choices: ReadonlyMap<string, AvailableProduct>,
  saved?: Pick<OrderSchedule, 'id' | 'version'>,
): OrderScheduleInput {
  const text = (value: string) => value.trim() || null;
  return {
    ...(saved ? { id: saved.id, version: saved.version } : {}),
    transactionTypeId: type,
    [type === 'TO' ? 'locationIdFrom' : 'locationIdTo']: form.partnerId,
    intervalWeeks: form.intervalWeeks,
    startDate: form.startDate ?? '',
    endDate: form.endDate,
    weekdays: form.weekdays,
    reference: text(form.reference),
    myReference: text(form.myReference),
    carType: form.carType,
    customsHandler: form.customsHandler,
    lines: form.lines.flatMap((line) => {
      const choice = choices.get(line.key);
      if (!choice) return [];
      const { productId, treatmentId, qualityId } = choice;
      return [{ productId, treatmentId, qualityId, quantity: line.quantity }];
    }),
  };
}
