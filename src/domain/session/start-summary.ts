import { orderStatus } from '../orders/order-statuses.ts';

/** GET StartSummary: what waits for the session at its acting location, for the start page. */
export interface StartSummary {
  /** Drafts not sent yet (any type), as the order list shows them with the Draft filter. */
  drafts: number;
  /** Orders the provider confirmed or that are picked or sent: on their way. */
  underway: number;
  /** Orders in disagreement or awaiting agreement. */
  disagreements: number;
  /** Counting reports saved and not confirmed. */
  countsToConfirm: number;
}

/** The order list's status filters behind each count, so a count and the list it links to agree. */
export const startSummaryStatuses = {
  drafts: [orderStatus.Web],
  underway: [orderStatus.ConfirmedWaba, orderStatus.Picked, orderStatus.Sent],
  disagreements: [orderStatus.NotAgreed, orderStatus.WaitForAgreement],
} as const;
