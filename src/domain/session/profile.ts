import { z } from 'zod';
import { idSchema } from '../shared/id.ts';
import { localeSchema } from '../shared/locale-schema.ts';

/** POST user, the profile dialog (spec §3 Profile, §5: phone and e-mail are required). */
export const profileSchema = z.object({
  userId: idSchema,
  name: z.string().trim().min(1, 'name is required').max(200),
  phone: z.string().trim().min(1, 'phone is required').max(50),
  email: z.email('email must be an e-mail address').max(200),
  language: localeSchema,
});
export type Profile = z.infer<typeof profileSchema>;
