/** Markets are the countries and the washing-service variant; each has its own API base (spec §1, §7). */
export const marketIds = ['no', 'se', 'dk', 'fi', 'swa'] as const;
export type MarketId = (typeof marketIds)[number];

export function isMarketId(value: string): value is MarketId {
  return (marketIds as readonly string[]).includes(value);
}
