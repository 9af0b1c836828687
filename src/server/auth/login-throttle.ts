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

export async function recordLoginFailure(db: Kysely<DB>, keys: { name: string; address: string }) {
  await db
    .insertInto('loginFailures')
    .values([{ throttleKey: keys.name }, { throttleKey: keys.address }])
    .execute();
}

export async function clearLoginFailures(db: Kysely<DB>, nameKey: string) {
  await db.deleteFrom('loginFailures').where('throttleKey', '=', nameKey).execute();
}
