import { z } from 'zod';
import { orderStatus as s, type OrderStatusId } from '../orders/order-statuses.ts';
import { idSchema } from '../shared/id.ts';
import { lineQuantityMax } from '../orders/order-draft.ts';

export const versionSchema = z.number().int().min(1).max(2_147_483_647);

/** A line as it arrived: how many, and in which quality (a washing provider may sort into another). */
export const receptionLineSchema = z.object({
  lineId: idSchema,
  quantityReceived: z.number().int().min(0).max(lineQuantityMax),
  qualityId: z.string().trim().min(1).max(20),
});
export type ReceptionLine = z.infer<typeof receptionLineSchema>;

/**
 * POST orderReception: the receiver registers what arrived on a sent order (issue 6, item 1), based on
 * the version the dock saw. Every line of the order is named once.
 */
export const orderReceptionSchema = z
  .object({
    orderId: idSchema,
    version: versionSchema,
    lines: z.array(receptionLineSchema).min(1).max(200),
  })
  .superRefine((reception, context) => {
    const seen = new Set<number>();
    reception.lines.forEach((line, index) => {
      if (seen.has(line.lineId)) {
        context.addIssue({ code: 'custom', path: ['lines', index], message: 'names a line twice' });
      }
      seen.add(line.lineId);
    });
  });
export type OrderReception = z.infer<typeof orderReceptionSchema>;

/** What the sender says it sent on a line: the picked quantity, else the ordered one. */
export const sentQuantityOf = (line: { quantityOrdered: number; quantityPicked: number | null }) =>
  line.quantityPicked ?? line.quantityOrdered;

export interface SentLine {
  id: number;
  qualityId: string;
  quantityOrdered: number;
  quantityPicked: number | null;
}

/** Whether what arrived differs from what was sent: another quantity or another quality on any line. */
export function receptionDiffers(sent: readonly SentLine[], received: readonly ReceptionLine[]): boolean {
  return sent.some((line) => {
    const arrived = received.find((candidate) => candidate.lineId === line.id);
    return (
      !arrived || arrived.quantityReceived !== sentQuantityOf(line) || arrived.qualityId !== line.qualityId
    );
  });
}

/** Pickups and returns end at the provider, who sorts them (status machine: the sorted types). */
export const sortedAtProvider = (transactionTypeId: string) => ['HE', 'RO'].includes(transactionTypeId);

/**
 * The status a reception leaves the order in: a difference is a disagreement (6, the receiver is then
 * registered); otherwise a pickup or return reaching a provider location waits for sorting (12,
 * 'Arrived not sorted') and anything else is confirmed (5).
 */
export function receptionOutcome(input: {
  transactionTypeId: string;
  receivedAtProvider: boolean;
  differs: boolean;
}): OrderStatusId {
  if (input.differs) return s.NotAgreed;
  return input.receivedAtProvider && sortedAtProvider(input.transactionTypeId) ? s.ReceivedSort : s.Confirmed;
}

/** Orders a reception may be registered on: sent, not yet arrived. */
export const receivableStatuses: readonly OrderStatusId[] = [s.Sent];
