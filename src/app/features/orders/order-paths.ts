import type { DraftTransactionTypeId } from '../../../domain/orders/order-draft.ts';
import { pathIdOf } from '../../../domain/shared/id.ts';

/** Where each type the customer drafts is started, edited and listed. */
export const draftScreens = {
  TO: {
    draftPath: (id: number) => `/app/orders/${id}`,
    listPath: '/app/orders',
  },
  HE: {
    draftPath: (id: number) => `/app/dispatch/${id}`,
    listPath: '/app/dispatch',
  },
  RO: {
    draftPath: (id: number) => `/app/dispatch/${id}`,
    listPath: '/app/dispatch/returns',
  },
} as const satisfies Record<DraftTransactionTypeId, unknown>;

/** What an order path's address asks besides the id: change a sent order, or copy one to a new order. */
export interface OrderSearch {
  edit?: true;
  copyOf?: number;
}

/** The address's words kept only when they are what they should be (no zod here: it is on every screen). */
export function parseOrderSearch(search: Record<string, unknown>): OrderSearch {
  const copyOf = pathIdOf(String(search.copyOf ?? ''));
  return {
    ...(search.edit === true || search.edit === 'true' ? { edit: true as const } : {}),
    ...(copyOf > 0 ? { copyOf } : {}),
  };
}
