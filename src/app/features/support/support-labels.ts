import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  SupportCategory,
  SupportPriority,
  SupportStatus,
} from '../../../domain/support/ticket-fields.ts';

/** Spec §4: the ticket statuses. */
export const statusLabels = {
  New: msg`New`,
  Open: msg`Open`,
  Pending: msg`Pending`,
  Closed: msg`Closed`,
  Archived: msg`Archived`,
} satisfies Record<SupportStatus, MessageDescriptor>;

export const statusColors = {
  New: 'blue',
  Open: 'teal',
  Pending: 'yellow',
  Closed: 'gray',
  Archived: 'dark',
} satisfies Record<SupportStatus, string>;

/** Spec §4: the priorities. */
export const priorityLabels = {
  Low: msg`Low`,
  Normal: msg`Normal`,
  High: msg`High`,
} satisfies Record<SupportPriority, MessageDescriptor>;

export const priorityColors = { Low: 'gray', Normal: 'blue', High: 'red' } satisfies Record<
  SupportPriority,
  string
>;

export const categoryLabels = {
  order: msg`Order`,
  delivery: msg`Delivery`,
  invoice: msg`Invoice`,
  product: msg`Product`,
  account: msg`Account and access`,
  other: msg`Other`,
} satisfies Record<SupportCategory, MessageDescriptor>;
