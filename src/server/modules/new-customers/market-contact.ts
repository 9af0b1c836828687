import type { Kysely } from 'kysely';
import { isLocale } from '../../../domain/shared/language-resolution.ts';
import { fallbackLocale, type Locale } from '../../../domain/shared/locales.ts';
import type { DB } from '../../db/schema.ts';

export interface MarketContact {
  /** Where the market's customer service reads new-customer requests (markets.customer_service_email). */
  customerServiceEmail: string;
  /** The market's default language, which its customer service reads. */
  language: Locale;
}

export async function marketContact(db: Kysely<DB>, marketId: string): Promise<MarketContact> {
  const market = await db
    .selectFrom('markets')
    .select(['customerServiceEmail', 'defaultLanguage'])
    .where('id', '=', marketId)
    .executeTakeFirstOrThrow();
  return {
    customerServiceEmail: market.customerServiceEmail,
    language: isLocale(market.defaultLanguage) ? market.defaultLanguage : fallbackLocale,
  };
}
