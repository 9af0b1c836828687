import type { ImportContext } from '../../../domain/admin/import/import-context.ts';
import { isLocale } from '../../../domain/shared/language-resolution.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import { countryOfMarket } from '../../../domain/shared/market-country.ts';
import type { MarketId } from '../../../domain/shared/markets.ts';
import type { Session } from '../../auth/session.ts';

const marketLanguage: Record<MarketId, Locale> = {
  no: 'nb-NO',
  swa: 'nb-NO',
  se: 'sv-SE',
  dk: 'da-DK',
  fi: 'fi-FI',
};

/** An empty country cell is the market's country; an empty language the admin's, as the user form starts. */
export function importContextOf(session: Session): ImportContext {
  const language = isLocale(session.language)
    ? session.language
    : (marketLanguage[session.marketId as MarketId] ?? 'nb-NO');
  return { countryId: countryOfMarket(session.marketId), language };
}
