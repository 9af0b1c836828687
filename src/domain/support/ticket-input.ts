import { z } from 'zod';
import { idQuerySchema, idSchema } from '../shared/id.ts';
import {
  defaultPriority,
  maxSupportTextLength,
  maxTopicLength,
  supportCategories,
  supportPriorities,
  replyStatuses,
  supportStatuses,
} from './ticket-fields.ts';

const storable = (value: string) => !value.includes('\u0000');

const requiredText = (max: number) =>
  z
    .string('must be text')
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine(storable, 'contains a character that cannot be stored');

/** A form field is text: an id comes as digits there and as a number in JSON; an empty field means none. */
const formId = z.union([idSchema, idQuerySchema]);
const optionalFormId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  formId.optional(),
);
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max, `must be at most ${max} characters`).optional(),
  );

/**
 * POST supportTicket (spec §3 Support ticket): the fields of the form (multipart with attachments, or
 * JSON without). The related order is named by its order number as the user reads it; the location is
 * one the session may act for, the acting location when left out.
 */
export const ticketInputSchema = z.object({
  topic: requiredText(maxTopicLength),
  description: requiredText(maxSupportTextLength),
  category: z.enum(supportCategories, `must be one of ${supportCategories.join(', ')}`),
  priority: z
    .enum(supportPriorities, `must be one of ${supportPriorities.join(', ')}`)
    .default(defaultPriority),
  orderNo: optionalText(40),
  productId: optionalText(40),
  locationId: optionalFormId,
});
export type TicketInput = z.infer<typeof ticketInputSchema>;

/** POST supportReply: an answer in the conversation; staff may set the status it leaves. */
export const replyInputSchema = z.object({
  ticketId: formId,
  text: requiredText(maxSupportTextLength),
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(replyStatuses, `must be one of ${replyStatuses.join(', ')}`).optional(),
  ),
});
export type ReplyInput = z.infer<typeof replyInputSchema>;

/** POST supportNote: an internal note, for provider support staff only. */
export const noteInputSchema = z.object({ ticketId: idSchema, text: requiredText(maxSupportTextLength) });
export type NoteInput = z.infer<typeof noteInputSchema>;

/** POST supportTicketUpdate: status, priority or assignee (null: nobody) at the version read. */
export const ticketUpdateSchema = z
  .object({
    id: idSchema,
    version: z.number().int().positive(),
    status: z.enum(supportStatuses, `must be one of ${supportStatuses.join(', ')}`).optional(),
    priority: z.enum(supportPriorities, `must be one of ${supportPriorities.join(', ')}`).optional(),
    assignedTo: idSchema.nullable().optional(),
  })
  .refine(
    (input) => input.status !== undefined || input.priority !== undefined || input.assignedTo !== undefined,
    'change at least one of status, priority or assignedTo',
  );
export type TicketUpdate = z.infer<typeof ticketUpdateSchema>;
