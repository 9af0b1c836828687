import type { AvailableProduct } from '../../../../../domain/products/available-products.ts';
import { callApi } from '../../../../api/client.ts';

/** A location of a GET Locations list (spec §3 list item, with the number the pickers show). */
export interface LocationItem {
  id: number;
  name: string;
  number: string;
  statusId: number;
}

/** GET Locations: the acting customer's own locations (spec §7, the plain variant). */
export const fetchCustomerLocations = (signal?: AbortSignal) =>
  callApi<LocationItem[]>('Locations', { signal });

/** GET AvailableProducts?locationId=: the product choices a location carries, i.e. may receive. */
export const fetchLocationProducts = (locationId: number, signal?: AbortSignal) =>
  callApi<AvailableProduct[]>('AvailableProducts', { query: { locationId }, signal });

/** GET Locations?all=true: every active location of the market — provider staff only (issue 6). */
export const fetchMarketLocations = (signal?: AbortSignal) =>
  callApi<LocationItem[]>('Locations', { query: { all: true }, signal });
