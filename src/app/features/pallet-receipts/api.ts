import type { StockDetails } from '../../../domain/dock/stock-details.ts';
import type {
  PalletReceipt,
  PalletReceiptEmail,
  PalletReceiptLogEntry,
  PalletReceiptLogQuery,
} from '../../../domain/pallet-receipts/pallet-receipt.ts';
import type { AvailableProduct } from '../../../domain/products/available-products.ts';
import { callApi } from '../../api/client.ts';

/** A location of GET Locations, with the days it takes pallet receipts (spec §5 location picker). */
export interface ReceiptLocation {
  id: number;
  name: string;
  number: string;
  statusId: number;
  customerId: number;
  palletReceiptDays: number[];
}

/** GET Locations?customerId= (spec §7, the pallet-receipt variant): the customer's locations. */
export const fetchCustomerLocations = (customerId: number, signal?: AbortSignal) =>
  callApi<ReceiptLocation[]>('Locations', { query: { customerId }, signal });

/** GET Locations?all=true: every other active location of the market, for provider staff. */
export const fetchMarketLocations = (signal?: AbortSignal) =>
  callApi<ReceiptLocation[]>('Locations', { query: { all: true }, signal });

/** GET AvailableProducts?locationId=: the product choices a location carries, i.e. may count. */
export const fetchLocationProducts = (locationId: number, signal?: AbortSignal) =>
  callApi<AvailableProduct[]>('AvailableProducts', { query: { locationId }, signal });

/** GET /stockDetails: the balance an inventory receipt counts against. */
export const fetchStockDetails = (locationId: number, signal?: AbortSignal) =>
  callApi<StockDetails>('stockDetails', { query: { locationId }, signal });

export const fetchReceipt = (id: number, signal?: AbortSignal) =>
  callApi<PalletReceipt>('palletReceipt', { query: { id }, signal });

export const fetchReceiptLog = (query: Partial<PalletReceiptLogQuery>, signal?: AbortSignal) =>
  callApi<PalletReceiptLogEntry[]>('palletReceipts', { query, signal });

/** The receipt as PDF, made by the server. */
export const fetchReceiptPdf = (id: number) =>
  callApi<Blob>('palletReceiptPdf', { query: { id }, raw: true });

export const deleteReceipt = (id: number) =>
  callApi<{ message: string }>('palletReceiptDelete', { method: 'POST', body: { id } });

export const emailReceipt = (body: PalletReceiptEmail) =>
  callApi<{ queued: boolean }>('palletReceiptEmail', { method: 'POST', body });
