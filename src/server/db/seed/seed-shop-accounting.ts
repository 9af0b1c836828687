import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import type { SeededMarket } from './seeded-market.ts';

/** Demo shop and wholesale transactions of the provider (issue 20 item 5). */
export async function seedShopAccounting(_trx: Kysely<DB>, _market: SeededMarket, _now: Date): Promise<void> {}
