import { z } from 'zod';
import { idQuerySchema } from '../shared/id.ts';
import {
  maxTicketTermLength,
  supportCategories,
  supportPriorities,
  supportStatuses,
  ticketPagePattern,
} from './ticket-fields.ts';

const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** GET supportTickets: the list's filters (issue 19 item 1) and its page, 1 first. */
export const ticketListQuerySchema = z.object({
  status: z.preprocess(emptyAsMissing, z.enum(supportStatuses).optional()),
  priority: z.preprocess(emptyAsMissing, z.enum(supportPriorities).optional()),
  category: z.preprocess(emptyAsMissing, z.enum(supportCategories).optional()),
  locationId: z.preprocess(emptyAsMissing, idQuerySchema.optional()),
  term: z.preprocess(
    emptyAsMissing,
    z
      .string()
      .trim()
      .max(maxTicketTermLength, `must be at most ${maxTicketTermLength} characters`)
      .optional(),
  ),
  page: z.preprocess(
    emptyAsMissing,
    z.string().regex(ticketPagePattern, 'must be a page number from 1').transform(Number).optional(),
  ),
});
/** The filters as a query string carries them (and the list's address keeps them). */
export type TicketListQuery = Partial<
  Record<'status' | 'priority' | 'category' | 'locationId' | 'term' | 'page', string>
>;
export type TicketListFilter = z.output<typeof ticketListQuerySchema>;

/** GET supportTicket?id= and GET supportAttachment?id= */
export const ticketIdQuerySchema = z.object({ id: idQuerySchema });
