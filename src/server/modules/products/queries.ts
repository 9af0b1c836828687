import type { Kysely } from 'kysely';
import type { Locale } from '../../../domain/shared/locales.ts';
import type { DB } from '../../db/schema.ts';
import { choiceNames } from '../reference/localized-name.ts';

/**
 * The product choices a location carries, with their names in the language and availability there
 * (spec §3, §7).
 */
export function locationChoices(db: Kysely<DB>, locationId: number, language: Locale) {
  return db
    .selectFrom('locationProducts as lp')
    .innerJoin('productChoices as c', 'c.id', 'lp.productChoiceId')
    .innerJoin('products as p', 'p.id', 'c.productId')
    .innerJoin('treatments as tr', 'tr.id', 'c.treatmentId')
    .innerJoin('qualities as q', 'q.id', 'c.qualityId')
    .select([
      'c.id',
      'c.productId',
      'p.image',
      'p.isPooling',
      'p.tpuPerStack',
      'c.treatmentId',
      'tr.isDefault as treatmentIsDefault',
      'c.qualityId',
      'q.isDefault as qualityIsDefault',
      'lp.availability',
    ])
    .select(choiceNames(language))
    .where('lp.locationId', '=', locationId);
}
