import { pickingPath } from '../../../../domain/dock/picking.ts';
import { receptionDiffers, receptionOutcome } from '../../../../domain/dock/reception.ts';
import type { OrderLine, OrderRow } from '../../../../domain/orders/order-list.ts';
import type { OutboxEntry } from '../../../offline/local-db.ts';
import type {
  OrderPickingPayload,
  OrderReceptionPayload,
  OrderStatusPayload,
} from '../../../offline/outbox-kinds.ts';
import { stillAhead } from '../detail/pending-changes.ts';

export interface DockContext {
  /** Whether the acting location is the provider's: pickups and returns received there wait for sorting. */
  isProviderLocation: boolean;
}

function withReception(order: OrderRow, payload: OrderReceptionPayload, context: DockContext): OrderRow {
  const differs = receptionDiffers(order.transactions, payload.lines);
  const transactions = order.transactions.map((line): OrderLine => {
    const received = payload.lines.find((candidate) => candidate.lineId === line.id);
    if (!received) return line;
    const sameQuality = received.qualityId === line.qualityId;
    return {
      ...line,
      quantityDelivered: received.quantityReceived,
      qualityIdReceived: received.qualityId,
      // Another quality's name comes with the server's answer; until then its id shows.
      qualityNameReceived: sameQuality ? line.qualityName : null,
    };
  });
  const status = receptionOutcome({
    transactionTypeId: order.transactionTypeId,
    receivedAtProvider: context.isProviderLocation,
    differs,
  });
  return {
    ...order,
    transactions,
    transactionStatusId: status,
    isReceiverRegistered: order.isReceiverRegistered || differs,
  };
}

function withPicking(order: OrderRow, payload: OrderPickingPayload): OrderRow {
  const transactions = order.transactions
    .map((line): OrderLine => {
      const picked = payload.lines.find((candidate) => candidate.lineId === line.id);
      return picked ? { ...line, quantityPicked: picked.quantityPicked } : line;
    })
    .filter((line) => !(payload.deleteZeroLines && line.quantityPicked === 0));
  const path = pickingPath(order.transactionStatusId, payload.markAs);
  const { sendDate, ...transport } = payload.transport;
  return {
    ...order,
    ...transport,
    dateSend: sendDate ?? order.dateSend,
    transactions,
    transactionStatusId: path.at(-1) ?? order.transactionStatusId,
  };
}

/**
 * The order as this device knows it: the server's row with the user's unsent dock work on it —
 * status changes, receptions and pickings in the order they were made. A refresh from the server
 * never hides a change that is still waiting; conflicts and refusals are not applied.
 */
export function withDockWork(
  order: OrderRow,
  entries: readonly OutboxEntry[],
  context: DockContext,
): OrderRow {
  let shown = order;
  for (const entry of entries) {
    if (!stillAhead(entry, order)) continue;
    if (entry.kind === 'orderStatus') {
      const { transactionStatusId } = entry.payload as OrderStatusPayload;
      shown = { ...shown, transactionStatusId };
    } else if (entry.kind === 'orderReception') {
      shown = withReception(shown, entry.payload as OrderReceptionPayload, context);
    } else if (entry.kind === 'orderPicking') {
      shown = withPicking(shown, entry.payload as OrderPickingPayload);
    }
  }
  return shown;
}
