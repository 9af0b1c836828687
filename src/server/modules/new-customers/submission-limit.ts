import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Requests from one client address (issue 16 item 4): enough for a few honest retries, not for a bot. */
export const newCustomerLimit = { maxPerAddress: 5, windowMinutes: 60 } as const;

const keyPrefix = 'new-customer:addr:';
/** The first half of the advisory lock's two-part key, so it shares no lock with another use of them. */
const lockNamespace = 74_117_016;

/**
 * Counts a request from `clientAddress` and says whether it is within the limit; over the limit it
 * records nothing. Must run in the transaction that stores the request: the advisory lock on the
 * address's key holds until it ends, so parallel requests from one address take turns and each sees
 * the ones before it (the count and the record are one step, as the login limit's are).
 */
export async function claimSubmission(trx: Kysely<DB>, clientAddress: string): Promise<boolean> {
  const key = `${keyPrefix}${clientAddress}`;
  await sql`select pg_advisory_xact_lock(${sql.lit(lockNamespace)}, hashtext(${key}))`.execute(trx);
  await pruneOldAttempts(trx);
  const { count } = await trx
    .selectFrom('accountRequestAttempts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('throttleKey', '=', key)
    .where('attemptedAt', '>', sql<Date>`now() - make_interval(mins => ${newCustomerLimit.windowMinutes})`)
    .executeTakeFirstOrThrow();
  if (Number(count) >= newCustomerLimit.maxPerAddress) return false;
  await trx.insertInto('accountRequestAttempts').values({ throttleKey: key }).execute();
  return true;
}

/** Only this call's own rows, and none another transaction holds, so a prune never waits on one. */
async function pruneOldAttempts(trx: Kysely<DB>) {
  await trx
    .deleteFrom('accountRequestAttempts')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('accountRequestAttempts')
        .select('id')
        .where('throttleKey', 'like', `${keyPrefix}%`)
        .where('attemptedAt', '<', sql<Date>`now() - interval '1 day'`)
        .forUpdate()
        .skipLocked(),
    )
    .execute();
}
