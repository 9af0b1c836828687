import type { OrderRow } from '../../../../domain/orders/order-list.ts';
import type { OutboxEntry } from '../../../offline/local-db.ts';
import type { OrderStatusPayload } from '../../../offline/outbox-kinds.ts';

/** Entries that will still reach the server by themselves, or reached it after this row was read. */
export function stillAhead(entry: OutboxEntry, order: OrderRow): boolean {
  if (entry.state === 'conflict' || entry.state === 'failed') return false;
  if (entry.state === 'done') return entry.baseVersion !== null && order.version <= entry.baseVersion;
  return true;
}

/**
 * The order as this device knows it: the server's row with the user's unsent status changes applied
 * (the local copy). Refreshing the row from the server never hides a change that is still waiting.
 */
export function withPendingChanges(order: OrderRow, entries: readonly OutboxEntry[]): OrderRow {
  let status = order.transactionStatusId;
  for (const entry of entries) {
    if (entry.kind === 'orderStatus' && stillAhead(entry, order)) {
      status = (entry.payload as OrderStatusPayload).transactionStatusId;
    }
  }
  return status === order.transactionStatusId ? order : { ...order, transactionStatusId: status };
}
