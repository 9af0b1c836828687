import { sql, type Kysely } from 'kysely';
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

/** Active: available (location_products.availability) at a location of status 1, active (spec §3). */
export const isActiveChoice = sql<boolean>`coalesce(bool_or(lp.availability = 'available' and l.status_id = 1), false)`;

/**
 * The product choices carried anywhere in the market (spec §7 GET /products), one row each with its
 * names in the language and whether it is active: available at some active location of the market.
 */
export function marketChoices(db: Kysely<DB>, marketId: string, language: Locale) {
  return db
    .selectFrom('productChoices as c')
    .innerJoin('products as p', 'p.id', 'c.productId')
    .innerJoin('treatments as tr', 'tr.id', 'c.treatmentId')
    .innerJoin('qualities as q', 'q.id', 'c.qualityId')
    .innerJoin('locationProducts as lp', 'lp.productChoiceId', 'c.id')
    .innerJoin('locations as l', 'l.id', 'lp.locationId')
    .where('l.marketId', '=', marketId)
    .select([
      'c.productId as id',
      'c.treatmentId',
      'c.qualityId',
      'p.image',
      'tr.isDefault as treatmentIsDefault',
      'q.isDefault as qualityIsDefault',
    ])
    .select(choiceNames(language))
    .select(isActiveChoice.as('isActive'))
    .groupBy(['c.id', 'p.id', 'tr.id', 'q.id']);
}
