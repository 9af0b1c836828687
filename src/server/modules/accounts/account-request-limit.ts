import { sql, type Kysely } from 'kysely';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';

/** One thing a public account call is counted by: the client's address, or the identifier asked for. */
export interface RequestCounter {
  /** 'address', 'identifier' … */
  name: string;
  value: string;
  max: number;
}

/** A public account call and what it is counted by, within a window. */
export interface AccountRequest {
  /** The call, e.g. 'forgot-password'; its counts and prune stay apart from other calls'. */
  call: string;
  counters: readonly RequestCounter[];
  windowMinutes: number;
}

const keyOf = (call: string, counter: RequestCounter) => `account:${call}:${counter.name}:${counter.value}`;
const sinceWindow = (windowMinutes: number) => sql<Date>`now() - make_interval(mins => ${windowMinutes})`;

/**
 * Attempts of the call past its window count for nothing. Run outside the counting transaction, so a
 * prune never waits on a row another request deletes while holding a key's lock. The key rows in
 * login_throttle_keys are pruned with the login's (auth/login-throttle.ts).
 */
async function pruneOldAttempts(db: Kysely<DB>, call: string, windowMinutes: number) {
  await db
    .deleteFrom('accountRequestAttempts')
    .where('throttleKey', 'like', `account:${call}:%`)
    .where('attemptedAt', '<', sinceWindow(windowMinutes))
    .execute();
}

/**
 * Counts one request of a public account call against every counter, or answers false, recording
 * nothing, when a counter is at its maximum. Parallel requests for one key take turns: the check and
 * the record run under the row locks of the keys in login_throttle_keys (taken in one order, as the
 * login's are), so each sees the attempts recorded before it and no burst slips past the limit.
 */
export async function claimAccountRequest(db: Kysely<DB>, request: AccountRequest): Promise<boolean> {
  const keys = request.counters.map((counter) => keyOf(request.call, counter));
  await pruneOldAttempts(db, request.call, request.windowMinutes);
  return inTransaction(db, async (trx) => {
    await trx
      .insertInto('loginThrottleKeys')
      .values([...new Set(keys)].sort().map((throttleKey) => ({ throttleKey })))
      .onConflict((conflict) => conflict.column('throttleKey').doUpdateSet({ touchedAt: sql<Date>`now()` }))
      .execute();
    const counts = await trx
      .selectFrom('accountRequestAttempts')
      .select((eb) => ['throttleKey', eb.fn.countAll<string>().as('attempts')])
      .where('throttleKey', 'in', keys)
      .where('attemptedAt', '>', sinceWindow(request.windowMinutes))
      .groupBy('throttleKey')
      .execute();
    const attemptsOf = (key: string) => Number(counts.find((row) => row.throttleKey === key)?.attempts ?? 0);
    const isOver = request.counters.some((counter, index) => attemptsOf(keys[index]!) >= counter.max);
    if (isOver) return false;
    await trx
      .insertInto('accountRequestAttempts')
      .values(keys.map((throttleKey) => ({ throttleKey })))
      .execute();
    return true;
  });
}
