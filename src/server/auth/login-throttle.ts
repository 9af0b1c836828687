import { sql, type Kysely } from 'kysely';
import { inTransaction } from '../db/in-transaction.ts';
import type { DB } from '../db/schema.ts';
import { isKnownLoginAddress, rememberLoginAddress } from './known-login-addresses.ts';

export interface ThrottleLimits {
  maxPerName: number;
  maxPerAddress: number;
  windowMinutes: number;
}

/** Who tries to log in: the market and login name asked for, and the client's address. */
export interface LoginClient {
  marketId: string;
  loginName: string;
  address: string;
}

/** An attempt counted as failed until its password proves right. */
export interface LoginAttempt {
  nameKey: string;
  address: string;
  failureIds: number[];
}

/**
 * Failed logins are counted in PostgreSQL, per market and login name and per client address, so the
 * limit holds across every process behind the load balancer.
 */
export function throttleKeys(marketId: string, loginName: string, address: string) {
  return {
    name: `name:${marketId}:${loginName.toLowerCase()}`,
    address: `address:${address}`,
  };
}

const sinceWindow = (windowMinutes: number) => sql<Date>`now() - make_interval(mins => ${windowMinutes})`;

async function pruneOldFailures(db: Kysely<DB>) {
  const dayAgo = sql<Date>`now() - interval '1 day'`;
  await db.deleteFrom('loginFailures').where('failedAt', '<', dayAgo).execute();
  // Skipping the keys an attempt holds: a prune that waited on one while holding another could deadlock.
  await db
    .deleteFrom('loginThrottleKeys')
    .where('throttleKey', 'in', (eb) =>
      eb
        .selectFrom('loginThrottleKeys')
        .select('throttleKey')
        .where('touchedAt', '<', dayAgo)
        .forUpdate()
        .skipLocked(),
    )
    .execute();
}

/**
 * Locks the keys' rows until the transaction ends, in one order for every caller so that two attempts
 * never wait on each other in a circle. A key seen for the first time is inserted, and its uncommitted
 * row holds back a parallel insert of the same key just the same.
 */
async function lockKeys(trx: Kysely<DB>, keys: string[]) {
  await trx
    .insertInto('loginThrottleKeys')
    .values([...new Set(keys)].sort().map((throttleKey) => ({ throttleKey })))
    .onConflict((conflict) => conflict.column('throttleKey').doUpdateSet({ touchedAt: sql<Date>`now()` }))
    .execute();
}

async function recentFailures(
  trx: Kysely<DB>,
  keys: { name: string; address: string },
  address: string,
  windowMinutes: number,
) {
  return trx
    .selectFrom('loginFailures')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('throttleKey', '=', keys.name).as('name'),
      eb.fn
        .countAll<number>()
        .filterWhere((f) => f.and([f('throttleKey', '=', keys.name), f('address', '=', address)]))
        .as('nameHere'),
      eb.fn.countAll<number>().filterWhere('throttleKey', '=', keys.address).as('address'),
    ])
    .where('throttleKey', 'in', [keys.name, keys.address])
    .where('failedAt', '>', sinceWindow(windowMinutes))
    .executeTakeFirstOrThrow();
}

/**
 * Counts an attempt as failed before the password is checked, so parallel attempts cannot all pass the
 * limit while scrypt runs. The check and the record are one step (issue 14 item 2): they run under the
 * row locks of the name's and the address's keys, so parallel attempts for one name or address take
 * turns and each sees the failures recorded before it. Returns null, recording nothing, when over a limit.
 *
 * From an address where the name has logged in before, the name's limit counts only the failures made
 * from there, so guesses from elsewhere cannot lock the user out (issue 14 item 3, README design).
 */
export async function claimLoginAttempt(
  db: Kysely<DB>,
  client: LoginClient,
  limits: ThrottleLimits,
): Promise<LoginAttempt | null> {
  const keys = throttleKeys(client.marketId, client.loginName, client.address);
  const { address } = client;
  await pruneOldFailures(db);
  const isKnownHere = await isKnownLoginAddress(db, keys.name, address);
  return inTransaction(db, async (trx) => {
    await lockKeys(trx, [keys.name, keys.address]);
    const failures = await recentFailures(trx, keys, address, limits.windowMinutes);
    const nameFailures = isKnownHere ? failures.nameHere : failures.name;
    if (nameFailures >= limits.maxPerName || failures.address >= limits.maxPerAddress) return null;
    const rows = await trx
      .insertInto('loginFailures')
      .values([keys.name, keys.address].map((throttleKey) => ({ throttleKey, address })))
      .returning('id')
      .execute();
    return { nameKey: keys.name, address, failureIds: rows.map((row) => row.id) };
  });
}

/**
 * The password was right: the attempt's rows and the name's earlier failures from this address (the
 * user's own typing errors) are taken back, and the address becomes known for the name. Failures from
 * other addresses stay, so a guesser elsewhere is not given a fresh allowance by the user's login.
 */
export async function settleLoginAttempt(db: Kysely<DB>, attempt: LoginAttempt) {
  await db
    .deleteFrom('loginFailures')
    .where((eb) =>
      eb.or([
        eb('id', 'in', attempt.failureIds),
        eb.and([eb('throttleKey', '=', attempt.nameKey), eb('address', '=', attempt.address)]),
      ]),
    )
    .execute();
  await rememberLoginAddress(db, attempt.nameKey, attempt.address);
}
