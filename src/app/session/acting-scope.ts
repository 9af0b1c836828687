import type { StartBundle } from '../../domain/session/session-status.ts';

/** The session's acting customer and location: the root of the screens' query keys. */
export interface ActingScope {
  customerId: number;
  locationId: number;
}

export const actingScopeOf = ({ status }: StartBundle): ActingScope => ({
  customerId: status.customer.id,
  locationId: status.location.id,
});
