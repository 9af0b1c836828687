import type { Kysely } from 'kysely';
import type { IdempotencyAckAnswer } from '../../../domain/offline/idempotency-ack.ts';
import { idempotencyKeyRetentionDays } from '../../../domain/offline/idempotency-key.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';

/** POST idempotencyAck: forgets the named keys of the real login user; others' keys stay. */
export async function acknowledgeKeys(
  db: Kysely<DB>,
  session: Session,
  keys: readonly string[],
): Promise<IdempotencyAckAnswer> {
  const result = await db
    .deleteFrom('idempotencyKeys')
    .where('userId', '=', session.loginUser.id)
    .where('key', 'in', keys)
    .executeTakeFirst();
  return { deleted: Number(result.numDeletedRows) };
}

/** The backstop for keys never acknowledged (a tablet that was reset): older than the retention. */
export async function pruneIdempotencyKeys(db: Kysely<DB>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - idempotencyKeyRetentionDays * 86_400_000);
  const result = await db.deleteFrom('idempotencyKeys').where('createdAt', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
