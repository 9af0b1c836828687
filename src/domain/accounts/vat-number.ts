import type { CountryId } from '../shared/countries.ts';

/**
 * VAT number formats of the four countries (issue 16 item 4), written as people write them: spaces,
 * dots and dashes are ignored, the country prefix is optional.
 *   NOR: 9 digits (the organisation number), optionally "NO" before and "MVA" after.
 *   SVE: "SE" optional, the 10-digit organisation number and "01".
 *   DAN: "DK" optional, 8 digits (CVR).
 *   FIN: "FI" optional, 8 digits (the Y-tunnus without its dash).
 */
const vatPatterns: Record<CountryId, RegExp> = {
  NOR: /^(NO)?\d{9}(MVA)?$/,
  SVE: /^(SE)?\d{10}01$/,
  DAN: /^(DK)?\d{8}$/,
  FIN: /^(FI)?\d{8}$/,
};

/** An example of a valid number, shown as the field's placeholder. */
export const vatExamples: Record<CountryId, string> = {
  NOR: 'NO 123 456 789 MVA',
  SVE: 'SE 556677889901',
  DAN: 'DK 12345678',
  FIN: 'FI 12345678',
};

export const invalidVatMessage = 'The VAT number does not match the format of the chosen country';

export function compactVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

export function isValidVatNumber(countryId: CountryId, value: string): boolean {
  return vatPatterns[countryId].test(compactVatNumber(value));
}
