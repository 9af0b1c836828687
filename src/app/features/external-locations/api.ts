import type {
  ExternalLocation,
  ExternalLocationDelete,
  ExternalLocationInput,
  ExternalLocationUpdate,
} from '../../../domain/dock/external-location.ts';
import { callApi } from '../../api/client.ts';

/** GET externalLocations: the acting customer's register, the one the Delivery tab shows. */
export const fetchExternalLocations = (signal?: AbortSignal) =>
  callApi<ExternalLocation[]>('externalLocations', { signal });

export interface OwnLocation {
  id: number;
  name: string;
  number: string;
  statusId: number;
}

/** GET Locations: the acting customer's own locations an external location may be served from. */
export const fetchOwnLocations = (signal?: AbortSignal) => callApi<OwnLocation[]>('Locations', { signal });

/** POST externalLocation: a new one, online (the admin screen; the dock adds through its outbox). */
export const createExternalLocation = (input: ExternalLocationInput) =>
  callApi<ExternalLocation>('externalLocation', { method: 'POST', body: input });

/** POST externalLocationUpdate: a change of the row read at its version. */
export const updateExternalLocation = (input: ExternalLocationUpdate) =>
  callApi<ExternalLocation>('externalLocationUpdate', { method: 'POST', body: input });

/** POST externalLocationDelete: refused (409) for one that orders were delivered to. */
export const deleteExternalLocation = (input: ExternalLocationDelete) =>
  callApi<{ id: number; deleted: true }>('externalLocationDelete', { method: 'POST', body: input });
