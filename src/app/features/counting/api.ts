import type { CountingReport } from '../../../domain/counting/counting-report.ts';
import type { StockDetails } from '../../../domain/dock/stock-details.ts';
import type { AvailableProduct } from '../../../domain/products/available-products.ts';
import { callApi } from '../../api/client.ts';

/** A location as GET Locations lists it, as far as the counting and balance pickers need it. */
export interface CountedLocation {
  id: number;
  name: string;
  number: string;
  statusId: number;
}

/** GET countingReports?locationId= (issue 7 item 3): the location's counts, newest first per choice. */
export const fetchCountingReports = (locationId: number, signal?: AbortSignal) =>
  callApi<CountingReport[]>('countingReports', { query: { locationId }, signal });

/** GET /stockDetails?locationId=: balance, physical balance, incoming, outgoing per product choice. */
export const fetchStockDetails = (locationId: number, signal?: AbortSignal) =>
  callApi<StockDetails>('stockDetails', { query: { locationId }, signal });

/** GET AvailableProducts?locationId=: the product choices the location carries, i.e. counts. */
export const fetchLocationProducts = (locationId: number, signal?: AbortSignal) =>
  callApi<AvailableProduct[]>('AvailableProducts', { query: { locationId }, signal });

/** GET Locations: the acting customer's locations (a customer admin's reach). */
export const fetchCustomerLocations = (signal?: AbortSignal) =>
  callApi<CountedLocation[]>('Locations', { signal });

/** GET Locations?customerId=&canSwitch=true: the user's own locations (anyone else's reach). */
export const fetchOwnLocations = (customerId: number, signal?: AbortSignal) =>
  callApi<CountedLocation[]>('Locations', { query: { customerId, canSwitch: true }, signal });

/** GET Locations?all=true: every other active location of the market (provider staff, global admins). */
export const fetchMarketLocations = (signal?: AbortSignal) =>
  callApi<CountedLocation[]>('Locations', { query: { all: true }, signal });
