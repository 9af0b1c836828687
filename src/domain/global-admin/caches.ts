import { z } from 'zod';

/**
 * The server's in-memory caches (issue 19 item 6), by name: what each holds in this process and how
 * often it answered from memory since the process started or the cache was last cleared.
 */
export const cacheNameSchema = z
  .string('must be a cache name')
  .regex(/^[a-z][a-z0-9-]{0,63}$/, 'must be a cache name');

export const cacheInfoSchema = z.object({
  name: cacheNameSchema,
  entries: z.number().int(),
  hits: z.number().int(),
  misses: z.number().int(),
  /** When this process last emptied it (a clear or the start), ISO 8601. */
  clearedAt: z.string(),
});
export type CacheInfo = z.infer<typeof cacheInfoSchema>;

export const cacheListSchema = z.array(cacheInfoSchema);

/** POST cacheClear: one cache by name, or every cache when no name is given. */
export const cacheClearSchema = z.object({ name: cacheNameSchema.optional() }).strict();
export type CacheClear = z.infer<typeof cacheClearSchema>;

export const cacheClearAnswerSchema = z.object({ cleared: z.array(cacheNameSchema) });
