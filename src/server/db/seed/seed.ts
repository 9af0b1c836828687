import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../../auth/password.ts';
import type { DB } from '../schema.ts';
import { demoPassword } from './demo-accounts.ts';
import { marketSeeds } from './markets/market-seeds.ts';
import { seedMarket } from './seed-market.ts';
import { seedReferenceData } from './seed-reference.ts';

/** Held while seeding, so that server processes starting together on one PostgreSQL seed once. */
const seedLockId = 74_117_002;

async function hasMarkets(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('markets').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Seeds the demo data when the database has no markets yet; returns whether it seeded. Everything is
 * one transaction: a start that fails half-way leaves an empty database to seed next time.
 */
export async function seedIfEmpty(db: Kysely<DB>, passwordHashCost = 17): Promise<boolean> {
  if (await hasMarkets(db)) return false;
  // One hash for every demo user: all share the demo password, and each hash takes ~0.4 s at cost 17.
  const passwordHash = await hashPassword(demoPassword, passwordHashCost);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(seedLockId)})`.execute(trx);
    if (await hasMarkets(trx)) return false;
    const choices = await seedReferenceData(trx);
    const now = new Date();
    for (const market of marketSeeds) {
      await seedMarket({ trx, markets: marketSeeds, choices, passwordHash, now }, market);
    }
    return true;
  });
}
