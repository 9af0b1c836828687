import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

export interface ThrottleLimits {
  maxPerName: number;
  maxPerAddress: number;
  windowMinutes: number;
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

export async function isLoginThrottled(
  db: Kysely<DB>,
  keys: { name: string; address: string },
  limits: ThrottleLimits,
): Promise<boolean> {
  const rows = await db
    .selectFrom('loginFailures')
    .select(['throttleKey', (eb) => eb.fn.countAll<number>().as('failures')])
    .where('throttleKey', 'in', [keys.name, keys.address])
    .where('failedAt', '>', sql<Date>`now() - make_interval(mins => ${limits.windowMinutes})`)
    .groupBy('throttleKey')
    .execute();
  const count = (key: string) => rows.find((row) => row.throttleKey === key)?.failures ?? 0;
  return count(keys.name) >= limits.maxPerName || count(keys.address) >= limits.maxPerAddress;
}

/**
 * Counts an attempt as failed before the password is checked, so parallel attempts cannot all pass the
 * limit while scrypt runs; a successful attempt takes its rows back. Rows past a day are pruned.
 */
export async function recordLoginAttempt(
  db: Kysely<DB>,
  keys: { name: string; address?: string },
): Promise<number[]> {
  await db
    .deleteFrom('loginFailures')
    .where('failedAt', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  const rows = await db
    .insertInto('loginFailures')
    .values([keys.name, ...(keys.address ? [keys.address] : [])].map((throttleKey) => ({ throttleKey })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** A successful login clears the name's failures and takes back this attempt's address row. */
export async function forgetLoginAttempt(db: Kysely<DB>, nameKey: string, attemptIds: number[]) {
  await db
    .deleteFrom('loginFailures')
    .where((eb) => eb.or([eb('throttleKey', '=', nameKey), eb('id', 'in', attemptIds)]))
    .execute();
}
