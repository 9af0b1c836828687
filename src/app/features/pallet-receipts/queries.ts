import { queryOptions } from '@tanstack/react-query';
import type { PalletReceiptVariant } from '../../../domain/pallet-receipts/pallet-receipt.ts';
import { isReceiptLocation } from '../../../domain/pallet-receipts/receipt-locations.ts';
import { currentHost } from '../../config/hosts.ts';
import { readThrough } from '../../offline/offline-reads.ts';
import {
  fetchCustomerLocations,
  fetchLocationProducts,
  fetchMarketLocations,
  fetchReceipt,
  fetchReceiptLog,
  fetchStockDetails,
} from './api.ts';

/** Who is acting, and whether their reach is the whole market (provider staff, global admins). */
export interface ReceiptScope {
  customerId: number;
  locationId: number;
  isMarketWide: boolean;
}

/** Keys from general to specific; the root holds the market and the actor, as every feature's does. */
export const receiptKeys = {
  all: ({ customerId, locationId }: ReceiptScope) =>
    ['pallet-receipts', currentHost.market, customerId, locationId] as const,
  locations: (scope: ReceiptScope) => [...receiptKeys.all(scope), 'locations'] as const,
  products: (scope: ReceiptScope, locationId: number) =>
    [...receiptKeys.all(scope), 'products', locationId] as const,
  stock: (scope: ReceiptScope, locationId: number) =>
    [...receiptKeys.all(scope), 'stock', locationId] as const,
  log: (scope: ReceiptScope, variant: PalletReceiptVariant | undefined) =>
    [...receiptKeys.all(scope), 'log', variant ?? 'all'] as const,
  detail: (scope: ReceiptScope, id: number) => [...receiptKeys.all(scope), 'detail', id] as const,
};

/** Locations and their products hardly change within a day: kept on the device for the yard offline. */
const staleTime = 5 * 60_000;

/**
 * The locations a receipt may be made at (domain isReceiptLocation, the rule the server checks too):
 * the customer's own, and for provider staff every location of the market — by name.
 */
async function receiptLocations(scope: ReceiptScope, signal?: AbortSignal) {
  const lists = await Promise.all([
    fetchCustomerLocations(scope.customerId, signal),
    scope.isMarketWide ? fetchMarketLocations(signal) : Promise.resolve([]),
  ]);
  const byId = new Map(lists.flat().map((location) => [location.id, location]));
  return [...byId.values()]
    .filter((location) => isReceiptLocation(scope, location))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const receiptLocationsQuery = (scope: ReceiptScope) =>
  queryOptions({
    queryKey: receiptKeys.locations(scope),
    queryFn: ({ signal }) => readThrough(receiptKeys.locations(scope), () => receiptLocations(scope, signal)),
    staleTime,
  });

export const locationProductsQuery = (scope: ReceiptScope, locationId: number) =>
  queryOptions({
    queryKey: receiptKeys.products(scope, locationId),
    queryFn: ({ signal }) =>
      readThrough(receiptKeys.products(scope, locationId), () => fetchLocationProducts(locationId, signal)),
    staleTime,
  });

/** The balance an inventory receipt is counted against; only a guide on the device, the server decides. */
export const locationStockQuery = (scope: ReceiptScope, locationId: number) =>
  queryOptions({
    queryKey: receiptKeys.stock(scope, locationId),
    queryFn: ({ signal }) =>
      readThrough(receiptKeys.stock(scope, locationId), () => fetchStockDetails(locationId, signal)),
    staleTime: 60_000,
    retry: false,
  });

export const receiptLogQuery = (scope: ReceiptScope, variant: PalletReceiptVariant | undefined) =>
  queryOptions({
    queryKey: receiptKeys.log(scope, variant),
    queryFn: ({ signal }) =>
      readThrough(receiptKeys.log(scope, variant), () => fetchReceiptLog({ variant }, signal)),
  });

export const receiptQuery = (scope: ReceiptScope, id: number) =>
  queryOptions({
    queryKey: receiptKeys.detail(scope, id),
    queryFn: ({ signal }) => readThrough(receiptKeys.detail(scope, id), () => fetchReceipt(id, signal)),
    retry: false,
  });
