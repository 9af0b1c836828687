import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import type { SeededOrder } from './seed-orders.ts';
import type { SeededMarket } from './seeded-market.ts';

/** Demo support tickets, replies and answer templates (issue 19). */
export async function seedSupport(
  _trx: Kysely<DB>,
  _market: SeededMarket,
  _orders: readonly SeededOrder[],
): Promise<void> {}
