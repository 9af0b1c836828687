/**
 * Builds a 13-digit GLN from its first 12 digits by adding the GS1 mod-10 check digit, so demo location
 * numbers pass a GLN check (spec §5: exactly 13 digits).
 */
export function glnWithCheckDigit(body: string): string {
  if (!/^\d{12}$/.test(body)) throw new Error(`A GLN body has 12 digits, got '${body}'`);
  const sum = [...body]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
