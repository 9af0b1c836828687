import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NewCustomerRequestStatus } from '../../../domain/accounts/new-customer.ts';

export const requestStatusLabels = {
  new: msg`New`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
} satisfies Record<NewCustomerRequestStatus, MessageDescriptor>;

export const requestStatusColors = {
  new: 'blue',
  approved: 'green',
  rejected: 'gray',
} satisfies Record<NewCustomerRequestStatus, string>;
