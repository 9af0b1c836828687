import type { OrderRow } from '../../../domain/orders/order-list.ts';
import { badRequest } from '../../http/errors.ts';

/** A 400 naming the field in the message and in `error.data.issues`, as the draft checks do. */
export const invalidField = (field: string, message: string) =>
  badRequest(`${field}: ${message}`, { issues: [{ field, message }] });

/**
 * A reception or picking names each line of the order once (the schemas refuse a line named twice):
 * a line of another order, or a line left out, is a 400 — the tablet's copy is then not this order.
 */
export function assertSameLines(order: OrderRow, lines: readonly { lineId: number }[]) {
  const own = new Set(order.transactions.map((line) => line.id));
  const foreign = lines.findIndex((line) => !own.has(line.lineId));
  if (foreign >= 0) throw invalidField(`lines.${foreign}.lineId`, 'is not a line of this order');
  if (lines.length !== own.size) throw invalidField('lines', 'must name every line of the order');
}
