import { orderStatus } from './order-statuses.ts';

/**
 * Spec §4 display rule: the comment badge is hidden for drafts, and for delivered (Confirmed) orders
 * with 0 comments; every other order shows it, with its count.
 */
export function showsCommentBadge(order: { transactionStatusId: number; commentCount: number }): boolean {
  if (order.transactionStatusId === orderStatus.Web) return false;
  if (order.transactionStatusId === orderStatus.Confirmed) return order.commentCount > 0;
  return true;
}
