import { describe, expect, it } from 'vitest';
import {
  addressZipCodeQuerySchema,
  availableCountries,
  compactPostalCode,
  matchesZipMask,
  zipMaskVariants,
  type AddressCountryRegion,
} from '../../../src/domain/shared/post-code.ts';

const country = (id: AddressCountryRegion['id'], overrides: Partial<AddressCountryRegion> = {}) => ({
  id,
  name: id,
  isAvailable: true,
  isDefault: false,
  zipCodeMask: '####',
  ...overrides,
});

describe('post code (spec §5)', () => {
  it('splits a zip mask into its variants', () => {
    expect(zipMaskVariants('### ##|#####')).toEqual(['### ##', '#####']);
    expect(zipMaskVariants('')).toEqual([]);
  });

  it('matches when the length without spaces fits one of the variants', () => {
    expect(matchesZipMask('0150', '####')).toBe(true);
    expect(matchesZipMask('015', '####')).toBe(false);
    expect(matchesZipMask('111 20', '### ##|#####')).toBe(true);
    expect(matchesZipMask('11120', '### ##|#####')).toBe(true);
    expect(matchesZipMask('1112', '### ##|#####')).toBe(false);
  });

  it('compares codes without spaces', () => {
    expect(compactPostalCode(' 111  20 ')).toBe('11120');
  });

  it('keeps the available countries and picks the default one (spec §7)', () => {
    const { available, defaultId } = availableCountries([
      country('DAN'),
      country('NOR', { isDefault: true }),
      country('FIN', { isAvailable: false }),
    ]);
    expect(available.map((entry) => entry.id)).toEqual(['DAN', 'NOR']);
    expect(defaultId).toBe('NOR');
    expect(
      availableCountries([country('FIN', { isAvailable: false, isDefault: true })]).defaultId,
    ).toBeNull();
  });

  it('validates the lookup query: a known country and a post code', () => {
    expect(addressZipCodeQuerySchema.safeParse({ countryId: 'NOR', postalCode: '5003' }).success).toBe(true);
    expect(addressZipCodeQuerySchema.safeParse({ countryId: 'DEU', postalCode: '5003' }).success).toBe(false);
    expect(addressZipCodeQuerySchema.safeParse({ countryId: 'NOR', postalCode: ' ' }).success).toBe(false);
  });
});
