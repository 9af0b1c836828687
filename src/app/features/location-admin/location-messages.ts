import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LocationKeptReason } from '../../../domain/admin/locations.ts';

/** Spec §8's messages of Company → Locations. */
export const locationCreatedText = msg`Location created`;
export const locationSavedText = msg`Location saved`;
export const locationSaveFailedText = msg`Error saving location`;
export const locationDeletedText = msg`Location deleted`;
export const locationDeleteFailedText = msg`Error deleting location`;
export const addressCreatedText = msg`Address created`;
export const addressUpdatedText = msg`Address updated`;
export const addressDeletedText = msg`Address deleted`;
export const addressSaveFailedText = msg`Could not save the address`;
export const addressDeleteFailedText = msg`Could not delete the address`;

/** What the user is told when a delete became a deactivation, by why the location had to stay. */
export const locationDeactivatedTexts = {
  orders: msg`The location has orders, so it was deactivated instead of deleted`,
  users: msg`The location has users, so it was deactivated instead of deleted`,
  records: msg`The location is still in use, so it was deactivated instead of deleted`,
} satisfies Record<LocationKeptReason, MessageDescriptor>;
