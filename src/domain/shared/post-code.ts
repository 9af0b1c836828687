import { z } from 'zod';
import { countryIds } from './countries.ts';

/** Post code rules (spec §5): a country's zip mask lists its variants, `|`-separated, e.g. `####|### ##`. */

export const countryIdSchema = z.enum(countryIds);

export const addressCountryRegionSchema = z.object({
  id: countryIdSchema,
  name: z.string(),
  isAvailable: z.boolean(),
  isDefault: z.boolean(),
  zipCodeMask: z.string(),
});
export type AddressCountryRegion = z.infer<typeof addressCountryRegionSchema>;
export const addressCountryRegionsSchema = z.array(addressCountryRegionSchema);

export const addressZipCodeQuerySchema = z.object({
  countryId: countryIdSchema,
  postalCode: z.string().trim().min(1).max(12),
});
export type AddressZipCodeQuery = z.infer<typeof addressZipCodeQuerySchema>;

/** GET AddressZipCode answers the place, or nothing when the code is unknown. */
export const postPlaceSchema = z.object({ name: z.string() }).nullable();
export type PostPlace = z.infer<typeof postPlaceSchema>;

/** Post codes are compared without spaces: `111 20` and `11120` are the same code. */
export function compactPostalCode(postalCode: string): string {
  return postalCode.replace(/\s+/g, '');
}

export function zipMaskVariants(mask: string): string[] {
  return mask
    .split('|')
    .map((variant) => variant.trim())
    .filter(Boolean);
}

/** The lookup runs only when the code's length without spaces matches one of the mask's variants. */
export function matchesZipMask(postalCode: string, mask: string): boolean {
  const length = compactPostalCode(postalCode).length;
  return zipMaskVariants(mask).some((variant) => compactPostalCode(variant).length === length);
}

/** The countries the picker offers (spec §7: keeps isAvailable ones) and the one chosen by default. */
export function availableCountries(countries: readonly AddressCountryRegion[]) {
  const available = countries.filter((country) => country.isAvailable);
  return { available, defaultId: available.find((country) => country.isDefault)?.id ?? null };
}

/**
 * Whether a post code has the shape of one of the mask's variants (spec §5): the same length without
 * spaces, a digit where the mask has `#`, the mask's own character elsewhere. Stricter than the form's
 * length check (matchesZipMask), since a stored address must hold a code the post office knows.
 */
export function fitsZipMask(postalCode: string, mask: string): boolean {
  const code = compactPostalCode(postalCode).toUpperCase();
  return zipMaskVariants(mask).some((variant) => {
    const shape = compactPostalCode(variant).toUpperCase();
    return (
      shape.length === code.length &&
      [...shape].every((char, index) => (char === '#' ? /[0-9]/.test(code[index]!) : char === code[index]))
    );
  });
}
