import { z } from 'zod';
import { requestIdPattern } from '../shared/request-id.ts';
import { clientErrorKinds, clientErrorLimits, maxClientErrorBatch } from './client-error-rules.ts';

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

/** One reported client failure, scrubbed by the client (scrub.ts); the server scrubs again. */
export const clientErrorEntrySchema = z
  .object({
    kind: z.enum(clientErrorKinds),
    message: text(clientErrorLimits.message).min(1, 'must not be empty'),
    name: text(clientErrorLimits.name).optional(),
    stack: text(clientErrorLimits.stack).optional(),
    /** The screen's path, without query string. */
    path: text(clientErrorLimits.path),
    /** The chunk or style that failed to load (load-failed), without query string. */
    request: text(clientErrorLimits.request).optional(),
    appVersion: text(clientErrorLimits.appVersion),
    /** The server's id of the failed call (X-Request-Id), when an API answer failed. */
    requestId: z.string().regex(requestIdPattern, 'must be a request id').optional(),
    /** Identical reports within the tab's minute, sent once. */
    count: z.number().int().min(1).max(10_000).optional(),
    occurredAt: z.iso.datetime({ offset: true, message: 'must be a date and time (ISO 8601)' }).optional(),
  })
  .strict();
export type ClientErrorEntry = z.infer<typeof clientErrorEntrySchema>;

/** POST clientErrors: a batch of at most 20 entries (issue 21 item 6). */
export const clientErrorBatchSchema = z
  .object({
    entries: z
      .array(clientErrorEntrySchema)
      .min(1, 'must hold at least one entry')
      .max(maxClientErrorBatch, `must hold at most ${maxClientErrorBatch} entries`),
  })
  .strict();
export type ClientErrorBatch = z.infer<typeof clientErrorBatchSchema>;

export const clientErrorAnswerSchema = z.object({ recorded: z.number().int() });
