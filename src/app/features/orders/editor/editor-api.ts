import type { OrderDraft, SendOrdersAnswer } from '../../../../domain/orders/order-draft.ts';
import type { OrderRow } from '../../../../domain/orders/order-list.ts';
import type { AvailableProduct } from '../../../../domain/products/available-products.ts';
import { callApi } from '../../../api/client.ts';

/** A provider location an order comes from or a pickup goes to (GET Locations?isProvider=true). */
export interface PartnerLocation {
  id: number;
  name: string;
  number: string;
  countryId: string | null;
}

/** The acting location's administration fields the editor needs (GET location). */
export interface ActingLocation {
  id: number;
  name: string;
  countryId: string | null;
}

export type OrderDraftBody = Omit<OrderDraft, 'reference' | 'myReference' | 'transportRef'> & {
  reference: string | null;
  myReference: string | null;
  transportRef: string | null;
};

export const fetchPartnerLocations = () =>
  callApi<PartnerLocation[]>('Locations', { query: { isProvider: true } });

export const fetchActingLocation = () => callApi<ActingLocation>('location');

export const fetchAvailableProducts = (locationId: number) =>
  callApi<AvailableProduct[]>('AvailableProducts', { query: { locationId } });

export const fetchOrder = (id: number) => callApi<OrderRow>('order', { query: { id } });

/** POST order: creates a draft, or replaces one at the version the editor loaded. */
export const saveDraft = (body: OrderDraftBody) => callApi<OrderRow>('order', { method: 'POST', body });

/** POST sendOrders: drafts to Ordered, all or none. */
export const sendOrders = (ids: readonly number[]) =>
  callApi<SendOrdersAnswer>('sendOrders', { method: 'POST', body: { ids } });
