import { z } from 'zod';
import { localeSchema } from '../shared/locale-schema.ts';
import { queryBooleanSchema } from '../shared/list-query.ts';
import { webTaskIdSchema } from '../tasks/web-tasks.ts';

/** Message types of spec §3. */
export const messageTypes = ['Articles', 'Guides', 'Login', 'Messages', 'Reports', 'System'] as const;

/** GET Messages (spec §7): type, taskId, anonymous, language. */
export const messageQuerySchema = z.object({
  type: z.enum(messageTypes).default('Login'),
  taskId: webTaskIdSchema.optional(),
  anonymous: queryBooleanSchema,
  language: localeSchema.optional(),
});
export type MessageQuery = z.infer<typeof messageQuerySchema>;
