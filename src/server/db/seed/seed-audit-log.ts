import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import type { SeededMarket } from './seeded-market.ts';

/** Demo audit log entries (issue 19). */
export async function seedAuditLog(_trx: Kysely<DB>, _market: SeededMarket, _now: Date): Promise<void> {}
