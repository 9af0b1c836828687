import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** As long as the longest session may last (SESSION_TTL_HOURS is at most 90 days). */
const knownForDays = 90;

/** Whether the login name (its throttle key) has logged in from this client address in the last 90 days. */
export async function isKnownLoginAddress(db: Kysely<DB>, nameKey: string, address: string) {
  const row = await db
    .selectFrom('loginKnownAddresses')
    .select('address')
    .where('nameKey', '=', nameKey)
    .where('address', '=', address)
    .where('lastLoginAt', '>', sql<Date>`now() - make_interval(days => ${knownForDays})`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Remembers a successful login's address for the name; addresses unused for 90 days are forgotten. */
export async function rememberLoginAddress(db: Kysely<DB>, nameKey: string, address: string) {
  await db
    .insertInto('loginKnownAddresses')
    .values({ nameKey, address })
    .onConflict((conflict) =>
      conflict.columns(['nameKey', 'address']).doUpdateSet({ lastLoginAt: sql<Date>`now()` }),
    )
    .execute();
  await db
    .deleteFrom('loginKnownAddresses')
    .where('lastLoginAt', '<', sql<Date>`now() - make_interval(days => ${knownForDays})`)
    .execute();
}
