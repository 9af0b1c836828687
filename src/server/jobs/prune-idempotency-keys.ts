import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { DB } from '../db/schema.ts';
import { pruneIdempotencyKeys } from '../modules/idempotency/service.ts';
import { workLogged } from './work-logged.ts';

export const pruneIdempotencyKeysQueue = 'prune-idempotency-keys';

/** Daily at night; a missed day is made good by the next, which deletes everything past the age. */
const dailyAt0317 = '17 3 * * *';

/**
 * The backstop for Idempotency-Key rows the client never acknowledged (issue 5 item 4): deletes those
 * older than the retention (domain/offline/idempotency-key.ts). A thin shell around
 * pruneIdempotencyKeys, which is safe to run twice.
 */
export async function startPruneIdempotencyKeys(
  boss: PgBoss,
  db: Kysely<DB>,
  log: FastifyBaseLogger,
): Promise<void> {
  await boss.createQueue(pruneIdempotencyKeysQueue, { name: pruneIdempotencyKeysQueue, policy: 'stately' });
  await boss.schedule(pruneIdempotencyKeysQueue, dailyAt0317);
  await workLogged(boss, pruneIdempotencyKeysQueue, log, async () => {
    const deleted = await pruneIdempotencyKeys(db);
    if (deleted > 0) log.info({ deleted }, 'old idempotency keys deleted');
    return { deleted };
  });
}
