import { dockAreas, type DockOrders } from '../../../../domain/dock/dock-orders.ts';
import type { OrderRow } from '../../../../domain/orders/order-list.ts';
import type { OutboxEntry } from '../../../offline/local-db.ts';

const orderWriteKinds = new Set(['orderStatus', 'orderReception', 'orderPicking']);

/** The order rows the server answered to this device's sent dock work (each answer is the row as it now is). */
export function answeredRows(entries: readonly OutboxEntry[]): OrderRow[] {
  return entries
    .filter((entry) => entry.state === 'done' && orderWriteKinds.has(entry.kind))
    .map((entry) => entry.response as OrderRow | undefined)
    .filter((row): row is OrderRow => typeof row?.id === 'number' && typeof row.version === 'number');
}

/**
 * The kept work lists with the server's answers in place of older copies of the same orders: once the
 * device forgets a sent entry, the list already shows what the server made of it (no badge that drops
 * offline and comes back for a moment after the sync). Unchanged lists are returned as they are.
 */
export function withAnsweredRows(
  lists: DockOrders<OrderRow>,
  answers: readonly OrderRow[],
): DockOrders<OrderRow> {
  if (answers.length === 0) return lists;
  const newer = (row: OrderRow) =>
    answers.find((answer) => answer.id === row.id && answer.version > row.version);
  if (!dockAreas.some((area) => lists[area].some(newer))) return lists;
  return Object.fromEntries(
    dockAreas.map((area) => [area, lists[area].map((row) => newer(row) ?? row)]),
  ) as DockOrders<OrderRow>;
}
