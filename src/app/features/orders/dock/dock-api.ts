import type { DockOrders } from '../../../../domain/dock/dock-orders.ts';
import type { ExternalLocation } from '../../../../domain/dock/external-location.ts';
import type { OrderRow } from '../../../../domain/orders/order-list.ts';
import { callApi } from '../../../api/client.ts';

/** GET dockOrders: the acting location's reception, expedition and delivery lists, lines included. */
export const fetchDockOrders = (signal?: AbortSignal) =>
  callApi<DockOrders<OrderRow>>('dockOrders', { signal });

/** GET externalLocations: the acting customer's delivery places outside the portal. */
export const fetchExternalLocations = (signal?: AbortSignal) =>
  callApi<ExternalLocation[]>('externalLocations', { signal });
