import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RentalStatus } from '../../../domain/containers/rental-status.ts';

/** Spec §4: the rental statuses as the screens show them. */
export const rentalStatusLabels = {
  Registered: msg`Registered`,
  Open: msg`Open`,
  Closed: msg`Closed`,
} satisfies Record<RentalStatus, MessageDescriptor>;

export const rentalStatusColors = {
  Registered: 'blue',
  Open: 'teal',
  Closed: 'gray',
} satisfies Record<RentalStatus, string>;
