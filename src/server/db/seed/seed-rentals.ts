import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import type { SeededContainers } from './seed-containers.ts';
import type { SeededMarket } from './seeded-market.ts';

/** Demo container orders and rentals of the container customer (issue 20 items 3 and 4). */
export async function seedContainerOrdersAndRentals(
  _trx: Kysely<DB>,
  _market: SeededMarket,
  _containers: SeededContainers,
  _now: Date,
): Promise<void> {}
