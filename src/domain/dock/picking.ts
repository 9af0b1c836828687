import { z } from 'zod';
import { lineQuantityMax, optionalText } from '../orders/order-draft.ts';
import { isoDate } from '../orders/order-list.ts';
import { orderStatus as s, type OrderStatusId } from '../orders/order-statuses.ts';
import { idSchema } from '../shared/id.ts';
import { versionSchema } from './reception.ts';

/** spec §5, §8: a line with no picked quantity when the order is marked picked or sent. */
export const pickedQuantityMissingMessage = 'Picked quantity missing';
/** An order must keep a line: deleting every 0-picked line would leave none. */
export const noLinesLeftMessage = 'An order needs at least one line with a picked quantity';

export const waybillCopiesMax = 10;

/** The truck and the texts of the waybill (spec §3 transport). */
export const transportSchema = z.object({
  carNo: optionalText(20),
  carNo2: optionalText(20),
  carType: idSchema.nullish().transform((value) => value ?? null),
  cartman: optionalText(100),
  loadText: optionalText(500),
  transportText: optionalText(500),
  waybillInfo: optionalText(500),
  numberOfCopies: z.number().int().min(1).max(waybillCopiesMax),
  sendDate: isoDate.nullish().transform((value) => value ?? null),
});
export type Transport = z.infer<typeof transportSchema>;

export const pickingLineSchema = z.object({
  lineId: idSchema,
  quantityPicked: z.number().int().min(0).max(lineQuantityMax).nullable(),
});
export type PickingLine = z.infer<typeof pickingLineSchema>;

/** What the save does to the status: nothing, mark picked (3), or mark sent (4, through picked). */
export const pickingMarks = ['saved', 'picked', 'sent'] as const;
export type PickingMark = (typeof pickingMarks)[number];

/**
 * POST orderPicking: the sender's expedition of an order (issue 6, item 2) — picked quantities, the
 * truck and waybill texts, and optionally marking it picked or sent. Lines picked 0 are deleted only
 * when `deleteZeroLines` says the user agreed to 'Delete lines with 0 picked?'.
 */
export const orderPickingSchema = z.object({
  orderId: idSchema,
  version: versionSchema,
  lines: z.array(pickingLineSchema).min(1).max(200),
  deleteZeroLines: z.boolean().default(false),
  transport: transportSchema,
  markAs: z.enum(pickingMarks),
});
export type OrderPicking = z.infer<typeof orderPickingSchema>;

/** The statuses an order walks through to reach the mark, from where it stands. */
export function pickingPath(from: number, markAs: PickingMark): OrderStatusId[] {
  if (markAs === 'saved') return [];
  const path: OrderStatusId[] = from === s.Picked ? [] : [s.Picked];
  if (markAs === 'sent') path.push(s.Sent);
  return path;
}

/** Orders the expedition works on: ordered (deliveries), confirmed by the provider, or picked. */
export const pickableStatuses: readonly OrderStatusId[] = [s.Ordered, s.ConfirmedWaba, s.Picked];

/** Lines the user is asked about before a mark: those picked 0. */
export const zeroPickedLines = (lines: readonly PickingLine[]) =>
  lines.filter((line) => line.quantityPicked === 0);

export const missingPickedLines = (lines: readonly PickingLine[]) =>
  lines.filter((line) => line.quantityPicked === null);
