import { z } from 'zod';
import { localeSchema } from '../shared/locale-schema.ts';

/** POST Language (spec §7): the page reloads afterwards. */
export const languageRequestSchema = z.object({ language: localeSchema });
export type LanguageRequest = z.infer<typeof languageRequestSchema>;
