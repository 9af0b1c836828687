/** A price or an amount in the user's language (spec §9: at least 2 decimals), with its currency when known. */
export function formatMoney(amount: number, currency: string | null | undefined, locale: string): string {
  const plain = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  if (!currency) return plain.format(amount);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    }).format(amount);
  } catch {
    return `${plain.format(amount)} ${currency}`;
  }
}
