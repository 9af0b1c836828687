import { isMarketId, type MarketId } from './markets.ts';

/** Each market's clock (IANA zone): the day a market's staff live in, and the time printed on its papers. */
export const marketTimeZones: Record<MarketId, string> = {
  no: 'Europe/Oslo',
  swa: 'Europe/Oslo',
  se: 'Europe/Stockholm',
  dk: 'Europe/Copenhagen',
  fi: 'Europe/Helsinki',
};

/** The market's zone; UTC for an id that is no market. */
export const timeZoneOf = (marketId: string): string =>
  isMarketId(marketId) ? marketTimeZones[marketId] : 'UTC';
