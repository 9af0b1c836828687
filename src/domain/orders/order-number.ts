/**
 * Order numbers (spec §3 order no.): the market's prefix, the two-digit year of the send date and a
 * running number per market, at least four digits (NO-260123). The running number never repeats
 * within a market, whatever the year, so the number is unique per market (transactions' unique key).
 */
export function orderNoPrefix(marketId: string): string {
  // The seeded markets use the same prefixes: no → NO, swa → SW.
  return marketId.slice(0, 2).toUpperCase();
}

export function formatOrderNo(marketId: string, sendDate: string, running: number): string {
  return `${orderNoPrefix(marketId)}-${sendDate.slice(2, 4)}${String(running).padStart(4, '0')}`;
}

/** The running number of an order no. made by formatOrderNo, or null for another shape. */
export function runningNoOf(orderNo: string): number | null {
  const match = /^[A-Z]+-\d{2}(\d{4,})$/.exec(orderNo);
  return match ? Number(match[1]) : null;
}
