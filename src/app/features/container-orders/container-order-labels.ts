import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContainerOrderStatus } from '../../../domain/containers/container-order-status.ts';

/** Spec §3: the container order statuses as the screens show them. */
export const containerOrderStatusLabels = {
  Open: msg`Open`,
  Confirmed: msg`Confirmed`,
  Delivered: msg`Delivered`,
  Cancelled: msg`Cancelled`,
} satisfies Record<ContainerOrderStatus, MessageDescriptor>;

export const containerOrderStatusColors = {
  Open: 'blue',
  Confirmed: 'teal',
  Delivered: 'green',
  Cancelled: 'gray',
} satisfies Record<ContainerOrderStatus, string>;

/** The button that sets each status. */
export const containerOrderActionLabels = {
  Open: msg`Reopen`,
  Confirmed: msg`Confirm order`,
  Delivered: msg`Mark as delivered`,
  Cancelled: msg`Cancel order`,
} satisfies Record<ContainerOrderStatus, MessageDescriptor>;
