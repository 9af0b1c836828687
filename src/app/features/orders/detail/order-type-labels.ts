import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { customsStatuses } from '../../../../domain/orders/order-customs.ts';
import type { customsHandlers } from '../../../../domain/orders/order-draft.ts';
import type { TransactionTypeId } from '../../../../domain/orders/transaction-types.ts';
import { worded } from '../../../i18n/locale-set-wording.ts';

/**
 * Names of the transaction types (README: transaction type names); the spec gives only the ids. The
 * washing-service hosts name the order types in their own words (locale set swa).
 */
export const transactionTypeLabels = {
  TO: worded(msg`Order`),
  HE: worded(msg`Pickup`),
  RO: worded(msg`Return order`),
  GL: msg`Goods delivery`,
  OO: msg`Transfer delivery`,
} satisfies Record<TransactionTypeId, MessageDescriptor>;

/** Customs handling of a cross-border order (spec §1), in the editor's words. */
export const customsHandlerLabels = {
  kgh: msg`Customs agent (KGH)`,
  self: msg`We declare ourselves`,
  required: msg`Customs required, not yet declared`,
  none: msg`No customs`,
} satisfies Record<(typeof customsHandlers)[number], MessageDescriptor>;

/** How far the customs declaration is (spec §3 Customs); empty is 'Not declared'. */
export const customsStatusLabels = {
  '': msg`Not declared`,
  pending: msg`Declaration pending`,
  done: msg`Declared`,
} satisfies Record<(typeof customsStatuses)[number], MessageDescriptor>;

export function labelOf<K extends string>(
  labels: Record<K, MessageDescriptor>,
  key: string | null | undefined,
) {
  return key && Object.hasOwn(labels, key) ? labels[key as K] : null;
}
