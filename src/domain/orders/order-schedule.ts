import { z } from 'zod';
import { addDays, isoWeekday } from '../calendar/calendar-date.ts';
import { sortWeekdays, workWeekdays, type Weekday } from '../calendar/weekdays.ts';
import { idQuerySchema, idSchema } from '../shared/id.ts';
import { draftTask } from '../tasks/call-tasks.ts';
import type { WebTaskId } from '../tasks/web-tasks.ts';
import {
  addRepeatedLineIssues,
  customsHandlers,
  draftLinesMax,
  optionalText,
  orderDraftLineSchema,
  type DraftTransactionTypeId,
} from './order-draft.ts';
import { isoDate } from './order-list.ts';

/** Scheduled orders (TO, Orders → Scheduled orders) and scheduled pickups (HE, Dispatch → Scheduled pickups). */
export const scheduleTransactionTypeIds = ['TO', 'HE'] as const satisfies readonly DraftTransactionTypeId[];
export type ScheduleTransactionTypeId = (typeof scheduleTransactionTypeIds)[number];

/** The menu task a schedule of each type belongs to: its draft's (spec §2: Orders ORDER, Dispatch DISPATCH). */
export const scheduleTask = { TO: draftTask.TO, HE: draftTask.HE } as const satisfies Record<
  ScheduleTransactionTypeId,
  WebTaskId
>;

export const scheduleIntervalWeeksMax = 52;

/** How many days ahead the server creates a schedule's due orders (issue 4 item 5). */
export const scheduleHorizonDays = 14;

const versionSchema = z.number().int().min(1).max(2_147_483_647);

/** The weekday picker's days, Monday 1 to Friday 5 (spec §2, §9), each once and kept in week order. */
export const scheduleWeekdaysSchema = z
  .array(z.literal(workWeekdays))
  .min(1, 'choose at least one weekday')
  .max(workWeekdays.length)
  .refine((days) => new Set(days).size === days.length, 'repeats a weekday')
  .transform((days): Weekday[] => sortWeekdays(days));

/** POST orderSchedule: create a schedule (no id) or replace one the client saw at `version`. */
export const orderScheduleSchema = z
  .object({
    id: idSchema.optional(),
    version: versionSchema.optional(),
    transactionTypeId: z.enum(scheduleTransactionTypeIds),
    locationIdFrom: idSchema.nullish(),
    locationIdTo: idSchema.nullish(),
    intervalWeeks: z.number().int().min(1).max(scheduleIntervalWeeksMax),
    startDate: isoDate,
    endDate: isoDate.nullish().transform((value) => value ?? null),
    weekdays: scheduleWeekdaysSchema,
    reference: optionalText(100),
    myReference: optionalText(100),
    carType: idSchema.nullish(),
    customsHandler: z.enum(customsHandlers).nullish(),
    lines: z.array(orderDraftLineSchema).min(1).max(draftLinesMax),
  })
  .superRefine((schedule, context) => {
    if (schedule.id !== undefined && schedule.version === undefined) {
      context.addIssue({ code: 'custom', path: ['version'], message: 'is required to change a schedule' });
    }
    if (schedule.endDate !== null && schedule.endDate < schedule.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before startDate' });
    }
    addRepeatedLineIssues(schedule.lines, context);
  });
export type OrderScheduleInput = z.infer<typeof orderScheduleSchema>;

/** GET orderSchedules: the acting location's active schedules, optionally of one type. */
export const orderSchedulesQuerySchema = z.object({
  transactionTypeId: z.enum(scheduleTransactionTypeIds).optional(),
});

/** GET orderSchedule?id= and GET ScheduleOrderFill?id= */
export const orderScheduleQuerySchema = z.object({ id: idQuerySchema });

/** POST deleteOrderSchedule: deactivates the schedule the client saw at `version`. */
export const deleteOrderScheduleSchema = z.object({ id: idSchema, version: versionSchema });
export type DeleteOrderSchedule = z.infer<typeof deleteOrderScheduleSchema>;

export interface OrderScheduleLine {
  productId: string;
  productName: string;
  treatmentId: string;
  treatmentName: string;
  qualityId: string;
  qualityName: string;
  quantity: number;
}

/** A schedule as the API answers it. */
export interface OrderSchedule {
  id: number;
  transactionTypeId: ScheduleTransactionTypeId;
  customerId: number;
  locationIdFrom: number;
  locationNameFrom: string;
  locationIdTo: number;
  locationNameTo: string;
  intervalWeeks: number;
  startDate: string;
  endDate: string | null;
  weekdays: Weekday[];
  reference: string | null;
  myReference: string | null;
  carType: number | null;
  customsHandler: 'kgh' | 'self' | 'required' | 'none' | null;
  isActive: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
  lines: OrderScheduleLine[];
}

/** GET ScheduleOrderFill (spec §7): the truck's fill ratio (1 = full) and as a percent with one decimal. */
export interface ScheduleOrderFill {
  fill: number;
  percent: number;
}

export interface ScheduleTiming {
  startDate: string;
  endDate: string | null;
  intervalWeeks: number;
  weekdays: readonly number[];
}

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/**
 * The dates a schedule is due from `fromDate` to `toDate` (both counted), in order: the chosen weekdays
 * of every `intervalWeeks`-th ISO week counted from the week of the start date, never before the start
 * date nor after the end date.
 */
export function scheduleOccurrences(schedule: ScheduleTiming, fromDate: string, toDate: string): string[] {
  const { startDate, endDate, intervalWeeks, weekdays } = schedule;
  const first = fromDate > startDate ? fromDate : startDate;
  const last = endDate !== null && endDate < toDate ? endDate : toDate;
  if (first > last || intervalWeeks < 1) return [];
  const startMonday = addDays(startDate, 1 - isoWeekday(startDate));
  const weeksToFirst = Math.floor(daysBetween(startMonday, first) / 7);
  const days = [...new Set(weekdays)].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b);
  const dates: string[] = [];
  let week = Math.ceil(weeksToFirst / intervalWeeks) * intervalWeeks;
  for (let monday = addDays(startMonday, week * 7); monday <= last; monday = addDays(startMonday, week * 7)) {
    for (const day of days) {
      const date = addDays(monday, day - 1);
      if (date >= first && date <= last) dates.push(date);
    }
    week += intervalWeeks;
  }
  return dates;
}
