import type { DockOrders } from '../../../../domain/dock/dock-orders.ts';
import type { OrderListAnswer, OrderRow } from '../../../../domain/orders/order-list.ts';
import { callApi } from '../../../api/client.ts';
import { isNetworkError } from '../../../offline/offline-reads.ts';

const normalized = (code: string) => code.trim().toUpperCase();

/**
 * The order a scanned or typed number names: first in the dock's lists (on the device, so it works
 * offline), then, when the network answers, by the order list's number search (spec §7 term).
 */
export async function findScannedOrder(
  code: string,
  lists: DockOrders<OrderRow> | undefined,
): Promise<OrderRow | null> {
  const wanted = normalized(code);
  if (!wanted) return null;
  const local = Object.values(lists ?? {})
    .flat()
    .find((order) => normalized(order.orderNo) === wanted);
  if (local) return local;
  try {
    const answer = await callApi<OrderListAnswer>('orders', {
      query: { term: code.trim(), source: 'sqlorder', mode: 'prefix', count: 10 },
    });
    return answer.items.find((order) => normalized(order.orderNo) === wanted) ?? null;
  } catch (error) {
    if (isNetworkError(error)) return null;
    throw error;
  }
}
