/**
 * The fields of a support ticket that are lists of values (spec §3 Support ticket, §4): statuses New,
 * Open, Pending, Closed, Archived and priorities Low, Normal, High. The spec names no categories; these
 * are the subjects a pallet customer asks about (README design entry 2026-11-26).
 */
export const supportStatuses = ['New', 'Open', 'Pending', 'Closed', 'Archived'] as const;
export type SupportStatus = (typeof supportStatuses)[number];
/** The statuses staff may leave a ticket in with an answer: an answered ticket is no longer new. */
export const replyStatuses = [
  'Open',
  'Pending',
  'Closed',
  'Archived',
] as const satisfies readonly SupportStatus[];

export const supportPriorities = ['Low', 'Normal', 'High'] as const;
export type SupportPriority = (typeof supportPriorities)[number];
export const defaultPriority: SupportPriority = 'Normal';

export const supportCategories = ['order', 'delivery', 'invoice', 'product', 'account', 'other'] as const;
export type SupportCategory = (typeof supportCategories)[number];

/** An archived ticket is read only: nobody replies to it or changes it but its status. */
export const isTicketReadOnly = (status: SupportStatus) => status === 'Archived';

/**
 * The status a reply leaves the ticket in: support staff answering a new ticket takes it (Open) and an
 * answer waits for the customer (Pending) unless staff chose another status; a customer writing to a
 * pending or closed ticket opens it again.
 */
export function statusAfterReply(
  current: SupportStatus,
  isStaff: boolean,
  chosen?: SupportStatus,
): SupportStatus {
  if (isStaff) return chosen ?? (current === 'Closed' ? 'Closed' : 'Pending');
  return current === 'Pending' || current === 'Closed' ? 'Open' : current;
}

export const maxTopicLength = 200;
export const maxSupportTextLength = 5000;
export const ticketPageSize = 25;

/** The list's search text and page (GET supportTickets), without zod: the app's address parsing shares them. */
export const maxTicketTermLength = 100;
export const ticketPagePattern = /^[1-9][0-9]{0,4}$/;
