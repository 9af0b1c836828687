import { z } from 'zod';
import { supportCategories, supportPriorities, supportStatuses } from './ticket-fields.ts';

const ref = z.object({ id: z.number().int(), name: z.string() });

/** A ticket as a row of the list (spec §3 Support ticket). */
export const ticketSummarySchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  category: z.enum(supportCategories),
  priority: z.enum(supportPriorities),
  status: z.enum(supportStatuses),
  customer: ref,
  location: ref,
  createdBy: ref,
  assignedTo: ref.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  replyCount: z.number().int(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketListSchema = z.object({
  items: z.array(ticketSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The locations of the tickets the session may see, for the location filter. */
  locations: z.array(ref),
});
export type TicketList = z.infer<typeof ticketListSchema>;

export const ticketAttachmentSchema = z.object({
  id: z.number().int(),
  replyId: z.number().int().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

/** A reply in the conversation; internal notes are only ever sent to provider support staff. */
export const ticketReplySchema = z.object({
  id: z.number().int(),
  text: z.string(),
  isInternal: z.boolean(),
  author: ref,
  isStaff: z.boolean(),
  createdAt: z.string(),
});
export type TicketReply = z.infer<typeof ticketReplySchema>;

/** GET supportTicket: every field of spec §3 with the conversation and attachments. */
export const ticketDetailSchema = ticketSummarySchema.extend({
  version: z.number().int(),
  description: z.string(),
  order: z.object({ id: z.number().int(), orderNo: z.string() }).nullable(),
  product: z.object({ id: z.string(), name: z.string() }).nullable(),
  replies: z.array(ticketReplySchema),
  attachments: z.array(ticketAttachmentSchema),
  /** What the session may do with it. */
  canManage: z.boolean(),
  canReply: z.boolean(),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/** GET supportAssignees: the staff a ticket can be given to. */
export const assigneeListSchema = z.array(ref);

/** GET supportTicketOptions: what the new-ticket form offers. */
export const ticketOptionsSchema = z.object({
  locations: z.array(ref),
  products: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TicketOptions = z.infer<typeof ticketOptionsSchema>;
