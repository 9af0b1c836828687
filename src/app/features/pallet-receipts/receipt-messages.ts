import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  locationRequiredMessage,
  noPalletReceiptDaysMessage,
  noProductsMessage,
  productNotCarriedMessage,
  receiptDeletedMessage,
  signatureNotSavedMessage,
} from '../../../domain/pallet-receipts/pallet-receipt.ts';

/** The spec's messages of pallet receipts (§5, §8), said by the screens and by the server alike. */
export const locationRequiredText = msg`A location must be chosen`;
export const noProductsText = msg`No products exist for this location`;
export const receiptDeletedText = msg`Pallet receipt deleted`;
export const signatureNotSavedText = msg`Could not save signature`;

const byServerMessage = new Map<string, MessageDescriptor>([
  [locationRequiredMessage, locationRequiredText],
  [noProductsMessage, noProductsText],
  [noPalletReceiptDaysMessage, msg`This location has no pallet receipt days`],
  [productNotCarriedMessage, msg`This product is not carried at the location`],
  [receiptDeletedMessage, receiptDeletedText],
  [signatureNotSavedMessage, signatureNotSavedText],
]);

/** A refusal as the user reads it: the spec's messages translated, any other as the server said it. */
export function receiptRefusalText(message: string | undefined, i18n: I18n): string {
  const known = message === undefined ? undefined : byServerMessage.get(message);
  if (known) return i18n._(known);
  return message || i18n._(msg`An unexpected error occurred, please try again.`);
}
