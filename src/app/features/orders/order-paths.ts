import type { DraftTransactionTypeId } from '../../../domain/orders/order-draft.ts';

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

/**
 * The address's words kept only when they are what they should be. No zod here (nor domain/shared/id.ts):
 * the route tree holds this, and the route tree is in the login page's files.
 */
export function parseOrderSearch(search: Record<string, unknown>): OrderSearch {
  // A row id as the address writes it: digits, no leading zero, within PostgreSQL's integer.
  const text = String(search.copyOf ?? '');
  const copyOf = /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : 0;
  return {
    ...(search.edit === true || search.edit === 'true' ? { edit: true as const } : {}),
    ...(copyOf > 0 ? { copyOf } : {}),
  };
}
