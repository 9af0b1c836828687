import type { OrderStatusId } from '../../../domain/orders/order-statuses.ts';

/** What the order filter emits (spec §2, §7): status ids, send dates yyyy-MM-dd and the search term. */
export interface OrderFilterValue {
  statuses: OrderStatusId[];
  sendLower: string | null;
  sendUpper: string | null;
  term: string;
}

export const emptyOrderFilter: OrderFilterValue = {
  statuses: [],
  sendLower: null,
  sendUpper: null,
  term: '',
};
