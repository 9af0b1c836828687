import type { CountryId } from './countries.ts';
import type { MarketId } from './markets.ts';

/** The country of each market; the washing-service variant works in Norway (spec §1, §9). */
export const marketCountry = {
  no: 'NOR',
  swa: 'NOR',
  se: 'SVE',
  dk: 'DAN',
  fi: 'FIN',
} as const satisfies Record<MarketId, CountryId>;

export function countryOfMarket(market: string): CountryId {
  return marketCountry[market as MarketId] ?? 'NOR';
}
