import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The product choices a location carries, with their names and availability there (spec §3, §7). */
export function locationChoices(db: Kysely<DB>, locationId: number) {
  return db
    .selectFrom('locationProducts as lp')
    .innerJoin('productChoices as c', 'c.id', 'lp.productChoiceId')
    .innerJoin('products as p', 'p.id', 'c.productId')
    .innerJoin('treatments as tr', 'tr.id', 'c.treatmentId')
    .innerJoin('qualities as q', 'q.id', 'c.qualityId')
    .select([
      'c.id',
      'c.productId',
      'p.name as productName',
      'p.image',
      'p.isPooling',
      'p.tpuPerStack',
      'c.treatmentId',
      'tr.name as treatmentName',
      'tr.isDefault as treatmentIsDefault',
      'c.qualityId',
      'q.name as qualityName',
      'q.isDefault as qualityIsDefault',
      'lp.availability',
    ])
    .where('lp.locationId', '=', locationId);
}
