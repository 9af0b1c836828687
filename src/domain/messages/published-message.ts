import { z } from 'zod';
import { locationTypeIds } from '../admin/locations.ts';
import { isoDate } from '../orders/order-list.ts';
import { idSchema } from '../shared/id.ts';
import { localeSchema } from '../shared/locale-schema.ts';
import { webTaskIdSchema } from '../tasks/web-tasks.ts';
import { messageTypes } from './message-query.ts';

export type MessageType = (typeof messageTypes)[number];

/**
 * The publishing state (spec §3 'visibility'): a draft is seen only on the publishing screen, a
 * published text by its readers within its show dates, a withdrawn one by nobody but the publisher.
 */
export const messageVisibilities = ['Draft', 'Published', 'Withdrawn'] as const;
export type MessageVisibility = (typeof messageVisibilities)[number];

/** Types with a list and a detail screen, the only ones a must-read flag can block the app with (spec §4). */
export const readableMessageTypes = [
  'Messages',
  'Articles',
  'Guides',
] as const satisfies readonly MessageType[];

export const maxMessageHtmlLength = 200_000;

/** A screen path a text belongs to (a report's message): `/app/...`, lower case, no query. */
const appPathSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/app(\/[a-z0-9$-]+)*$/, 'must be an app path such as /app/reports/volumes');

/** POST publishedMessage: every field of spec §3 Published message; `id` and `version` for an edit. */
export const publishedMessageInputSchema = z
  .object({
    id: idSchema.optional(),
    version: z.number().int().positive().optional(),
    type: z.enum(messageTypes),
    title: z.string().trim().min(1, 'is required').max(200),
    area: webTaskIdSchema.nullable(),
    path: appPathSchema.nullable(),
    date: isoDate,
    language: localeSchema,
    locationType: z.enum(locationTypeIds).nullable(),
    mustRead: z.boolean(),
    showFrom: isoDate.nullable(),
    showTo: isoDate.nullable(),
    html: z.string().max(maxMessageHtmlLength),
  })
  .refine((input) => !input.showFrom || !input.showTo || input.showFrom <= input.showTo, {
    path: ['showTo'],
    message: 'must not be before show-from',
  })
  .refine((input) => !input.mustRead || (readableMessageTypes as readonly string[]).includes(input.type), {
    path: ['mustRead'],
    message: 'only messages, articles and guides can be must-read',
  })
  .refine((input) => (input.id === undefined) === (input.version === undefined), {
    path: ['version'],
    message: 'an edit names both id and version',
  });
export type PublishedMessageInput = z.infer<typeof publishedMessageInputSchema>;

/** POST publishedMessagePublish and publishedMessageWithdraw: the text at the version it was read. */
export const publishedMessageStateSchema = z.object({ id: idSchema, version: z.number().int().positive() });

/** A text as the publishing screen shows it. */
export interface PublishedMessage {
  id: number;
  version: number;
  type: MessageType;
  title: string;
  area: string | null;
  path: string | null;
  date: string;
  language: string;
  locationType: string | null;
  mustRead: boolean;
  visibility: MessageVisibility;
  showFrom: string | null;
  showTo: string | null;
  html: string;
  updatedAt: string;
}

/** GET PublishedMessages: one type or all, in one language or all. */
export const publishedMessagesQuerySchema = z.object({
  type: z.enum(messageTypes).optional(),
  language: localeSchema.optional(),
});
