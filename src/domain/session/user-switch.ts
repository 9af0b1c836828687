import { z } from 'zod';
import { idSchema } from '../shared/id.ts';

/** POST status, the user switch (spec §6, §7). Leaving out an id keeps or derives it. */
export const userSwitchSchema = z.object({
  customerId: idSchema,
  locationId: idSchema.optional(),
  userId: idSchema.optional(),
});
export type UserSwitch = z.infer<typeof userSwitchSchema>;

/** Location types and customer statuses the switcher allows (spec §6, §9). */
export const switchableLocationTypes = ['LEV', 'NLP', 'GRS'] as const;
export const switchableStatusIds = [1, 2] as const;

export interface SwitchActor {
  isGlobalAdmin: boolean;
  isProvider: boolean;
  isCustomerAdmin: boolean;
  customerId: number;
  locationId: number;
}

/** Only a global admin may choose any customer (spec §6). */
export function canChooseCustomer(actor: SwitchActor, customerId: number): boolean {
  return actor.isGlobalAdmin || customerId === actor.customerId;
}

/**
 * Who may act as another user (spec §6): a global admin who is also provider staff, any user of the
 * chosen customer; a customer admin, users of their own customer at their own location or at the
 * location they selected.
 */
export function canActAsUser(
  actor: SwitchActor,
  target: { customerId: number; locationId: number },
  selectedLocationId: number,
): boolean {
  if (actor.isGlobalAdmin && actor.isProvider) return true;
  if (!actor.isCustomerAdmin || target.customerId !== actor.customerId) return false;
  return target.locationId === actor.locationId || target.locationId === selectedLocationId;
}

/** Location switching needs more than one location to choose from (spec §6). */
export function canSwitchLocation(actor: SwitchActor, ownLocationCount: number): boolean {
  return actor.isGlobalAdmin || actor.isCustomerAdmin || ownLocationCount > 1;
}

export function isSwitchableLocation(location: { typeId: string; statusId: number }): boolean {
  return (
    (switchableLocationTypes as readonly string[]).includes(location.typeId) &&
    (switchableStatusIds as readonly number[]).includes(location.statusId)
  );
}
