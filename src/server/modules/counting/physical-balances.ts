import { sql, type Kysely } from 'kysely';
import { productKey } from '../../../domain/products/product-key.ts';
import type { DB } from '../../db/schema.ts';

/**
 * The physical balance of each product choice ever counted at the location (spec §3 inventory): its
 * last confirmed count plus the movements after it, keyed by productKey. A choice never counted has
 * none.
 */
export async function physicalBalances(db: Kysely<DB>, locationId: number): Promise<Map<string, number>> {
  const lastCounts = db
    .selectFrom('countingReports')
    .distinctOn(['productId', 'treatmentId', 'qualityId'])
    .select(['productId', 'treatmentId', 'qualityId', 'countedVolume', 'lastMovementId'])
    .where('locationId', '=', locationId)
    .where('confirmed', '=', true)
    .orderBy('productId')
    .orderBy('treatmentId')
    .orderBy('qualityId')
    .orderBy('confirmedAt', 'desc')
    .orderBy('id', 'desc');
  const rows = await db
    .selectFrom(lastCounts.as('c'))
    .leftJoin('balanceMovements as m', (join) =>
      join
        .on('m.locationId', '=', locationId)
        .onRef('m.productId', '=', 'c.productId')
        .onRef('m.treatmentId', '=', 'c.treatmentId')
        .onRef('m.qualityId', '=', 'c.qualityId')
        .onRef('m.id', '>', 'c.lastMovementId'),
    )
    .select((eb) => [
      'c.productId',
      'c.treatmentId',
      'c.qualityId',
      eb(eb.ref('c.countedVolume'), '+', eb.fn.coalesce(eb.fn.sum<number>('m.quantity'), sql<number>`0`)).as(
        'physicalBalance',
      ),
    ])
    .groupBy(['c.productId', 'c.treatmentId', 'c.qualityId', 'c.countedVolume'])
    .execute();
  return new Map(rows.map((row) => [productKey(row), Number(row.physicalBalance)]));
}
