import type { OrderStatusId } from '../../../domain/orders/order-statuses.ts';
import { startSummaryStatuses } from '../../../domain/session/start-summary.ts';

export type OrderListPreset = keyof typeof startSummaryStatuses;

/** The order list's address: `?show=drafts` opens it filtered as the start page counted (start-todo.tsx). */
export interface OrderListSearch {
  show?: OrderListPreset;
}

const isPreset = (value: unknown): value is OrderListPreset =>
  typeof value === 'string' && Object.hasOwn(startSummaryStatuses, value);

/** Only a known preset is kept. */
export function parseOrderListSearch(search: Record<string, unknown>): OrderListSearch {
  return isPreset(search.show) ? { show: search.show } : {};
}

/** The status ids the preset stands for; none without one. */
export const statusesOf = (show: OrderListPreset | undefined): readonly OrderStatusId[] =>
  show ? startSummaryStatuses[show] : [];
