import { orderStatus as s } from '../orders/order-statuses.ts';
import { sentQuantityOf } from './reception.ts';

interface SortedLine {
  quantityOrdered: number;
  quantityPicked: number | null;
  quantityDelivered: number | null;
}

/**
 * 'Sorted with shortfalls' (spec §4 labels): a sorted order (13, awaiting approval) on which fewer
 * pallets arrived than were sent on some line.
 */
export function hasSortingShortfall(order: {
  transactionStatusId: number;
  transactions: readonly SortedLine[];
}) {
  return (
    order.transactionStatusId === s.WaitForAccept &&
    order.transactions.some(
      (line) => line.quantityDelivered !== null && line.quantityDelivered < sentQuantityOf(line),
    )
  );
}
