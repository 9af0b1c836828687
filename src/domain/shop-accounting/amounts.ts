/**
 * The amounts of a shop or wholesale entry (issue 20 item 5), computed in whole cents so that a
 * reversal's amounts are exactly the original's, negated: net = quantity × unit price, VAT = net × rate
 * rounded half away from zero to the cent, gross = net + VAT.
 */
export interface EntryAmounts {
  net: number;
  vat: number;
  gross: number;
}

/** Cents of an amount given to at most 2 decimals (1.005 is read as 1.01 would be ambiguous: we round). */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** Half away from zero, so that −x rounds to −(x rounded). */
function roundHalfAway(value: number): number {
  const sign = value < 0 ? -1 : 1;
  // The small epsilon undoes binary noise such as 2.675 stored as 2.67499999…
  return sign * Math.round(Math.abs(value) + 1e-9);
}

export function entryAmounts(quantity: number, unitPrice: number, vatRate: number): EntryAmounts {
  const netCents = quantity * toCents(unitPrice);
  const vatCents = roundHalfAway((netCents * vatRate) / 100);
  return { net: fromCents(netCents), vat: fromCents(vatCents), gross: fromCents(netCents + vatCents) };
}

/** Sums of entries, in cents underneath so that many entries add up exactly. */
export function sumAmounts(entries: readonly EntryAmounts[]): EntryAmounts {
  const cents = entries.reduce(
    (sum, entry) => ({
      net: sum.net + toCents(entry.net),
      vat: sum.vat + toCents(entry.vat),
      gross: sum.gross + toCents(entry.gross),
    }),
    { net: 0, vat: 0, gross: 0 },
  );
  return { net: fromCents(cents.net), vat: fromCents(cents.vat), gross: fromCents(cents.gross) };
}
