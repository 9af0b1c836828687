import { z } from 'zod';
import { idempotencyKeySchema } from './idempotency-key.ts';

/** The most keys one acknowledgement may name; the outbox sends larger sets in batches. */
export const maxAckKeys = 500;

/**
 * POST idempotencyAck: the outbox has finished with these entries, so the server may forget their
 * keys and stored answers. Only the calling login user's keys are deleted.
 */
export const idempotencyAckSchema = z.object({
  keys: z.array(idempotencyKeySchema).min(1).max(maxAckKeys),
});
export type IdempotencyAck = z.infer<typeof idempotencyAckSchema>;

export const idempotencyAckAnswerSchema = z.object({ deleted: z.number().int().nonnegative() });
export type IdempotencyAckAnswer = z.infer<typeof idempotencyAckAnswerSchema>;
