import type { TicketListQuery } from '../../../domain/support/ticket-query.ts';
import {
  maxTicketTermLength,
  supportCategories,
  supportPriorities,
  supportStatuses,
  ticketPagePattern,
} from '../../../domain/support/ticket-fields.ts';

const wholeNumber = /^[1-9][0-9]{0,8}$/;
const checks: Record<keyof TicketListQuery, (text: string) => boolean> = {
  status: (text) => (supportStatuses as readonly string[]).includes(text),
  priority: (text) => (supportPriorities as readonly string[]).includes(text),
  category: (text) => (supportCategories as readonly string[]).includes(text),
  locationId: (text) => wholeNumber.test(text),
  term: (text) => text.trim() !== '' && text.trim().length <= maxTicketTermLength,
  page: (text) => ticketPagePattern.test(text),
};

/**
 * The list's filters as the address keeps them (`/app/support/tickets?status=Open`), so Back from a
 * ticket returns to the same list. A value that is no filter is dropped, never an error screen. No zod:
 * a route's search parsing is part of the start chunk the login page loads (scripts/check-bundle-size.mjs);
 * the server checks the same filters with `ticketListQuerySchema`.
 */
export function parseTicketSearch(search: Record<string, unknown>): TicketListQuery {
  const result: TicketListQuery = {};
  for (const key of Object.keys(checks) as (keyof TicketListQuery)[]) {
    const value = search[key];
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text === 'string' && text !== '' && checks[key](text)) result[key] = text;
  }
  return result;
}
