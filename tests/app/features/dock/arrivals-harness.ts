import type { AvailableProduct } from '../../../../src/domain/products/available-products.ts';
import { stubNetwork, type ApiCall } from '../orders/detail/detail-harness.tsx';

/** A product choice as GET AvailableProducts answers it, with the composite key (spec §3). */
export function makeChoice(productId: string, productName: string): AvailableProduct {
  return {
    id: productId.length,
    key: `${productId}|STD|A`,
    productId,
    treatmentId: 'STD',
    qualityId: 'A',
    productName,
    name: productName,
    image: null,
    treatmentName: 'Standard',
    qualityName: 'Grade A',
    treatmentIsDefault: true,
    qualityIsDefault: true,
    isPooling: true,
    tpuPerStack: 15,
    availability: 'available',
  };
}

export const eurPallet = makeChoice('EUR', 'EUR pallet');
export const halfPallet = makeChoice('HALF', 'Half pallet');

/** The acting location (200, of `makeStart()`), another own location and a provider location. */
export const ownLocations = [
  { id: 200, name: 'Store Oslo', number: '2000', statusId: 1 },
  { id: 201, name: 'Store Bergen', number: '2001', statusId: 1 },
];
export const providerLocation = { id: 1, name: 'Nordpall Alnabru', number: '1001', countryId: 'NOR' };
export const harbour = {
  id: 55,
  name: 'Harbour Stavanger',
  number: '9001',
  contactName: 'Ola',
  countryId: 'NOR',
  locationId: 200,
  locationName: 'Store Oslo',
  locationNo: '2000',
  version: 1,
};

/**
 * The dock's reads: the acting location carries EUR and half pallets, Store Bergen only EUR pallets.
 * `products` answers GET AvailableProducts for another location when a test says so.
 */
export function stubDock(handlers: Parameters<typeof stubNetwork>[0] = {}) {
  return stubNetwork({
    Locations: ({ url }: ApiCall) =>
      url.searchParams.get('isProvider') === 'true' ? [providerLocation] : ownLocations,
    location: () => ({ id: 200, name: 'Store Oslo', countryId: 'NOR' }),
    AvailableProducts: ({ url }: ApiCall) =>
      url.searchParams.get('locationId') === '200' ? [eurPallet, halfPallet] : [eurPallet],
    externalLocations: () => [harbour],
    dockOrders: () => ({}),
    ...handlers,
  });
}
