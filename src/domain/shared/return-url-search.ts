import { z } from 'zod';

/** `returnUrl` holds the path a 401 interrupted (spec §2); only same-site paths are followed. */
export const returnUrlSearchSchema = z.object({
  returnUrl: z
    .string()
    .optional()
    .catch(undefined)
    .transform((url) => (url && url.startsWith('/') && !url.startsWith('//') ? url : undefined)),
});
