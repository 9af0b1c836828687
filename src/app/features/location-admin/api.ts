import { z } from 'zod';
import {
  locationAddressesSchema,
  locationAddressSchema,
  type LocationAddressInput,
} from '../../../domain/admin/location-address.ts';
import {
  adminLocationDeleteAnswerSchema,
  adminLocationSchema,
  adminLocationsAnswerSchema,
  poolingGroupsSchema,
  type AdminLocationDelete,
  type AdminLocationInput,
  type AdminLocationsQuery,
} from '../../../domain/admin/locations.ts';
import type { LocationAddressDelete } from '../../../domain/admin/location-address.ts';
import { idSchema } from '../../../domain/shared/id.ts';
import { callApi } from '../../api/client.ts';

/** GET adminLocations: a page of the acting customer's locations (issue 17 item 2). */
export async function fetchAdminLocations(query: AdminLocationsQuery, signal?: AbortSignal) {
  const { term, ...rest } = query;
  const answer = await callApi('adminLocations', { query: { ...rest, term: term || undefined }, signal });
  return adminLocationsAnswerSchema.parse(answer);
}

/** GET adminLocation?id= */
export async function fetchAdminLocation(id: number, signal?: AbortSignal) {
  return adminLocationSchema.parse(await callApi('adminLocation', { query: { id }, signal }));
}

/** POST adminLocation: a new location, or a change at the version read (a stale one is a 409). */
export async function saveAdminLocation(input: AdminLocationInput) {
  return adminLocationSchema.parse(await callApi('adminLocation', { method: 'POST', body: input }));
}

/** POST adminLocationDelete: deleted, or deactivated when orders or users keep it. */
export async function deleteAdminLocation(input: AdminLocationDelete) {
  const answer = await callApi('adminLocationDelete', { method: 'POST', body: input });
  return adminLocationDeleteAnswerSchema.parse(answer);
}

/** GET poolingGroups: the market's pooling groups (global admins link locations to them). */
export async function fetchPoolingGroups(signal?: AbortSignal) {
  return poolingGroupsSchema.parse(await callApi('poolingGroups', { signal }));
}

const customerChoiceSchema = z.array(z.object({ id: idSchema, name: z.string() }));

/** GET Customers: every customer of the market for a global admin (the corporate link's choices). */
export async function fetchCustomerChoices(signal?: AbortSignal) {
  return customerChoiceSchema.parse(await callApi('Customers', { query: { include: 'id,name' }, signal }));
}

/** GET locationAddresses?locationId= */
export async function fetchLocationAddresses(locationId: number, signal?: AbortSignal) {
  return locationAddressesSchema.parse(await callApi('locationAddresses', { query: { locationId }, signal }));
}

/** POST locationAddress: a new delivery address, or a change at the version read. */
export async function saveLocationAddress(input: LocationAddressInput) {
  return locationAddressSchema.parse(await callApi('locationAddress', { method: 'POST', body: input }));
}

/** POST locationAddressDelete */
export async function deleteLocationAddress(input: LocationAddressDelete) {
  await callApi('locationAddressDelete', { method: 'POST', body: input });
}
