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

/** A moment as the market's clock shows it, `yyyy-MM-dd HH:mm`: what exports write, sortable and unambiguous. */
export function marketDateTime(value: string | Date, marketId: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: timeZoneOf(marketId),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(value));
}
