import { z } from 'zod';
import { idSchema } from '../shared/id.ts';
import { customsHandlers } from './order-draft.ts';
import { orderStatus, type OrderStatusId } from './order-statuses.ts';

/**
 * Customs of a cross-border order (spec §1, §3): who declares it (a customs agent `kgh`, the user
 * `self`, `required` but not yet declared, or `none`) and how far the declaration is ('' empty,
 * `pending`, `done`).
 */
export type CustomsHandler = (typeof customsHandlers)[number];
export const customsStatuses = ['', 'pending', 'done'] as const;
export type CustomsStatus = (typeof customsStatuses)[number];

/** POST orderCustoms: the handler, the status or both, on the order the client saw at `version`. */
export const orderCustomsChangeSchema = z
  .object({
    id: idSchema,
    version: z.number().int().min(1).max(2_147_483_647),
    customsHandler: z.enum(customsHandlers).optional(),
    customsStatus: z.enum(customsStatuses).optional(),
  })
  .refine((change) => change.customsHandler !== undefined || change.customsStatus !== undefined, {
    message: 'name customsHandler or customsStatus',
    path: ['customsStatus'],
  });
export type OrderCustomsChange = z.infer<typeof orderCustomsChangeSchema>;

/** Who asks, as the server knows it from the session. */
export interface CustomsActor {
  /** Provider staff (SR/SW) or a global admin: they follow the declaration up. */
  isProviderOrGlobal: boolean;
  /** The acting customer placed the order (and may change it, its write scope). */
  isOrderingCustomer: boolean;
}

export interface CustomsOrder {
  transactionStatusId: number;
  customsHandler: CustomsHandler | null;
  customsStatus: CustomsStatus | null;
}

/** Why a customs change is refused: not this user's to make (403), or not now (409). */
export type CustomsRefusal = 'notAllowed' | 'notEditable' | 'noCustoms';

/** Cancelled and replaced orders are closed: their customs are history. */
const closedStatuses: readonly OrderStatusId[] = [orderStatus.CancelledWaba, orderStatus.Replaced];

/**
 * Who may set an order's customs (README, design section 2026-11-26):
 * - the handler: the ordering customer, while the order is a draft (it is part of what is ordered);
 * - the status: provider staff or a global admin, any of '', pending, done, on any open order;
 * - a customer who declares customs themselves (handler `self`) may mark their declaration done.
 * A status other than empty needs customs (a handler other than `none`). Null when allowed.
 */
export function customsChangeRefusal(
  order: CustomsOrder,
  actor: CustomsActor,
  change: Pick<OrderCustomsChange, 'customsHandler' | 'customsStatus'>,
): CustomsRefusal | null {
  const handler = change.customsHandler ?? order.customsHandler;
  if (change.customsHandler !== undefined && change.customsHandler !== order.customsHandler) {
    if (!actor.isOrderingCustomer) return 'notAllowed';
    if (order.transactionStatusId !== orderStatus.Web) return 'notEditable';
  }
  if (change.customsStatus !== undefined && change.customsStatus !== order.customsStatus) {
    const isOwnDeclaration =
      actor.isOrderingCustomer && handler === 'self' && change.customsStatus === 'done';
    if (!actor.isProviderOrGlobal && !isOwnDeclaration) return 'notAllowed';
    if (change.customsStatus !== '' && (handler === null || handler === 'none')) return 'noCustoms';
  }
  if (closedStatuses.includes(order.transactionStatusId as OrderStatusId)) return 'notEditable';
  return null;
}

/**
 * An order waits on customs (the list's badge) when customs are required but nobody declared them
 * yet (and the provider has not marked them done), or a declaration is pending.
 */
export function isWaitingOnCustoms(order: CustomsOrder): boolean {
  if (closedStatuses.includes(order.transactionStatusId as OrderStatusId)) return false;
  if (order.customsHandler === null || order.customsHandler === 'none') return false;
  if (order.customsStatus === 'pending') return true;
  return order.customsHandler === 'required' && order.customsStatus !== 'done';
}

export const customsRefusalMessages = {
  notAllowed: 'You may not change the customs of this order',
  notEditable: 'The customs of this order can no longer be changed',
  noCustoms: 'The order has no customs to declare',
} as const satisfies Record<CustomsRefusal, string>;
