import { queryOptions } from '@tanstack/react-query';
import type { CountryId } from '../../../domain/shared/countries.ts';
import { addressCountryRegionsSchema, postPlaceSchema } from '../../../domain/shared/post-code.ts';
import { callApi } from '../../api/client.ts';
import { currentHost } from '../../config/hosts.ts';

/** GET AddressCountryRegions (spec §7); anonymous, the new-customer form uses it before login. */
export async function fetchCountryRegions() {
  return addressCountryRegionsSchema.parse(await callApi('AddressCountryRegions', { anonymous: true }));
}

/** GET AddressZipCode (spec §7): the place name, or null when the code is unknown. */
export async function fetchPostPlace(countryId: CountryId, postalCode: string, signal?: AbortSignal) {
  const answer = await callApi('AddressZipCode', {
    query: { countryId, postalCode },
    anonymous: true,
    signal,
  });
  return postPlaceSchema.parse(answer ?? null);
}

export const addressKeys = {
  all: ['addresses', currentHost.market] as const,
  countries: () => [...addressKeys.all, 'countries'] as const,
  postPlace: (countryId: CountryId, postalCode: string) =>
    [...addressKeys.all, 'post-place', countryId, postalCode] as const,
};

export const countryRegionsQuery = () =>
  queryOptions({ queryKey: addressKeys.countries(), queryFn: fetchCountryRegions, staleTime: Infinity });

export const postPlaceQuery = (countryId: CountryId, postalCode: string) =>
  queryOptions({
    queryKey: addressKeys.postPlace(countryId, postalCode),
    queryFn: ({ signal }) => fetchPostPlace(countryId, postalCode, signal),
    staleTime: Infinity,
  });
