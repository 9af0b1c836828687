import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Kysely } from 'kysely';
import {
  idempotencyKeyHeader,
  idempotencyKeyMessage,
  idempotencyKeySchema,
} from '../../domain/offline/idempotency-key.ts';
import type { DB } from '../db/schema.ts';
import { HttpError } from './errors.ts';
import { requestFingerprint } from './request-fingerprint.ts';
import { runInRequestTransaction } from './request-transaction.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the answer holds a secret (Login's session token) that is never stored; the key is ignored. */
    replayable?: false;
  }
}

const mutationMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const keyReusedMessage = 'This Idempotency-Key was already used for another request';

function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers[idempotencyKeyHeader];
  if (header === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new HttpError(400, idempotencyKeyMessage, 'BadIdempotencyKey');
  return parsed.data;
}

interface KeyClaim {
  userId: number;
  key: string;
  requestHash: string;
}

interface Answer {
  statusCode: number;
  payload: unknown;
  isReplay: boolean;
}

/**
 * Claims the key first, in the transaction the handler then runs in (research/offline-anchors.md §5):
 * a concurrent duplicate waits on the primary key until the first commits and then finds its answer;
 * checking anything before the claim would let a racing retry of an applied write look like a conflict.
 */
async function claimOrReplay(
  db: Kysely<DB>,
  { userId, key, requestHash }: KeyClaim,
  reply: FastifyReply,
  handle: () => Promise<unknown>,
): Promise<Answer> {
  return runInRequestTransaction(db, async (trx) => {
    const claimed = await trx
      .insertInto('idempotencyKeys')
      .values({ userId, key, requestHash })
      .onConflict((conflict) => conflict.columns(['userId', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const stored = await trx
        .selectFrom('idempotencyKeys')
        .select(['requestHash', 'statusCode', 'response'])
        .where('userId', '=', userId)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (stored.requestHash !== requestHash)
        throw new HttpError(422, keyReusedMessage, 'IdempotencyKeyReused');
      return { statusCode: stored.statusCode ?? 200, payload: stored.response, isReplay: true };
    }
    const payload = await handle();
    if (reply.sent || payload === reply) {
      throw new Error('A route that takes an Idempotency-Key must return its answer, not send it');
    }
    const statusCode = reply.statusCode;
    await trx
      .updateTable('idempotencyKeys')
      .set({ statusCode, response: payload === undefined ? null : JSON.stringify(payload) })
      .where('userId', '=', userId)
      .where('key', '=', key)
      .execute();
    return { statusCode, payload, isReplay: false };
  });
}

/**
 * `Idempotency-Key` on every mutation of the API scope (issue 5 item 4): wraps the handler of each
 * POST, PUT, PATCH and DELETE route. With a key, the handler runs in one transaction with the key's
 * row (its `app.db` is that transaction), so the change and the stored answer commit together; a
 * replay gets the stored status and answer (header Idempotent-Replayed) and changes nothing; the
 * same key with another request is 422 IdempotencyKeyReused. A failing handler rolls everything
 * back, key included, so the corrected request may use the key again. Without a key, nothing changes.
 * Keys belong to the real login user (0 without a session).
 */
export function registerIdempotency(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((method) => mutationMethods.has(method)) || route.config?.replayable === false) return;
    const handler = route.handler;
    const wrapped: RouteHandlerMethod = async function (this: FastifyInstance, request, reply) {
      const key = idempotencyKeyOf(request);
      if (key === null) return handler.call(this, request, reply);
      // No transaction may wait on the network: an upload is read whole before it (upload-form.ts).
      if (request.isMultipart() && !request.uploadForm) {
        throw new Error(
          `Route ${request.routeOptions.url} must read its upload in preHandler (readUploadForm)`,
        );
      }
      const claim = {
        userId: request.session?.loginUser.id ?? 0,
        key,
        requestHash: requestFingerprint(request),
      };
      const answer = await claimOrReplay(app.database.db, claim, reply, async () =>
        handler.call(this, request, reply),
      );
      if (answer.isReplay) reply.code(answer.statusCode).header('Idempotent-Replayed', 'true');
      return answer.payload;
    };
    route.handler = wrapped;
  });
}
