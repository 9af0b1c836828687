import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStatusId } from '../../../domain/orders/order-statuses.ts';

export interface StatusPickerOption {
  value: string;
  label: MessageDescriptor;
  statusIds: readonly OrderStatusId[];
}

/**
 * The status picker of spec §4 names 13 options for 15 status ids without saying which ids each
 * stands for. Our reading, so that every id is reachable and each belongs to exactly one option:
 * Confirmed is the provider's confirmation (2); Sorting is waiting for sorting (9); Sorted is finished
 * sorting, awaiting approval (13, the spec's '(Sorted)'); Sorted with shortfalls is awaiting agreement
 * (14: the shortfall must be agreed); Arrived is delivered (5, 'Confirmed (Delivered)') and arrived
 * not sorted (12); Customer confirm is waiting for the customer's confirmation (11); Cancelled is
 * cancelled by the provider (7) and replaced (8, the order was superseded).
 */
export const statusPickerOptions: readonly StatusPickerOption[] = [
  { value: 'draft', label: msg`Draft`, statusIds: [0] },
  { value: 'ordered', label: msg`Ordered`, statusIds: [1] },
  { value: 'treatment', label: msg`Under treatment`, statusIds: [10] },
  { value: 'confirmed', label: msg`Confirmed`, statusIds: [2] },
  { value: 'picked', label: msg`Picked`, statusIds: [3] },
  { value: 'sorting', label: msg`Sorting`, statusIds: [9] },
  { value: 'sorted', label: msg`Sorted`, statusIds: [13] },
  { value: 'shortfalls', label: msg`Sorted with shortfalls`, statusIds: [14] },
  { value: 'arrived', label: msg`Arrived`, statusIds: [5, 12] },
  { value: 'sent', label: msg`Sent`, statusIds: [4] },
  { value: 'disagreement', label: msg`Disagreement`, statusIds: [6] },
  { value: 'customer-confirm', label: msg`Customer confirm`, statusIds: [11] },
  { value: 'cancelled', label: msg`Cancelled`, statusIds: [7, 8] },
];

/** The status ids the picked options stand for, ascending. */
export function statusIdsOf(values: readonly string[]): OrderStatusId[] {
  const ids = statusPickerOptions
    .filter((option) => values.includes(option.value))
    .flatMap((option) => option.statusIds);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** The options whose status ids are all in the list. */
export function pickerValuesOf(statusIds: readonly number[]): string[] {
  return statusPickerOptions
    .filter((option) => option.statusIds.every((id) => statusIds.includes(id)))
    .map((option) => option.value);
}
