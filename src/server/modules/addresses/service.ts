import type { CountryId } from '../../../domain/shared/countries.ts';
import { countryOfMarket } from '../../../domain/shared/market-country.ts';
import {
  compactPostalCode,
  matchesZipMask,
  type AddressCountryRegion,
  type AddressZipCodeQuery,
  type PostPlace,
} from '../../../domain/shared/post-code.ts';
import { postPlaces } from './post-places.ts';

/** The four countries of spec §9 with their post code masks; variants are `|`-separated. */
const countries: readonly Omit<AddressCountryRegion, 'isDefault'>[] = [
  { id: 'DAN', name: 'Denmark', isAvailable: true, zipCodeMask: '####' },
  { id: 'FIN', name: 'Finland', isAvailable: true, zipCodeMask: '#####' },
  { id: 'NOR', name: 'Norway', isAvailable: true, zipCodeMask: '####' },
  { id: 'SVE', name: 'Sweden', isAvailable: true, zipCodeMask: '### ##|#####' },
];

/** GET AddressCountryRegions (spec §7): the default is the country of the market called. */
export function countryRegions(market: string): AddressCountryRegion[] {
  const defaultId = countryOfMarket(market);
  return countries.map((country) => ({ ...country, isDefault: country.id === defaultId }));
}

function maskOf(countryId: CountryId): string {
  return countries.find((country) => country.id === countryId)?.zipCodeMask ?? '';
}

/** GET AddressZipCode (spec §7): the place of a known post code, or nothing. */
export function findPostPlace({ countryId, postalCode }: AddressZipCodeQuery): PostPlace {
  if (!matchesZipMask(postalCode, maskOf(countryId))) return null;
  const name = postPlaces[countryId][compactPostalCode(postalCode)];
  return name ? { name } : null;
}
