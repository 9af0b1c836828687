import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { locationNumberTakenMessage } from '../../../../domain/dock/external-location.ts';
import { invalidDeliveryLocationMessage } from '../../../../domain/dock/goods-delivery.ts';
import { noLinesLeftMessage, pickedQuantityMissingMessage } from '../../../../domain/dock/picking.ts';
import { orderStatusRefusedMessage } from '../../../../domain/orders/order-status-change.ts';

/** The spec's messages of the dock (§5, §8), said by the screens and by the server alike. */
export const invalidLocationText = msg`Invalid location: products in this delivery are not allowed at this location`;
export const numberTakenText = msg`Location number already exists`;
export const pickedQuantityMissingText = msg`Picked quantity missing`;

const byServerMessage = new Map<string, MessageDescriptor>([
  [invalidDeliveryLocationMessage, invalidLocationText],
  [locationNumberTakenMessage, numberTakenText],
  [pickedQuantityMissingMessage, pickedQuantityMissingText],
  [noLinesLeftMessage, msg`An order needs at least one line with a picked quantity`],
  [orderStatusRefusedMessage, msg`Could not set order status`],
]);

/** A refusal as the user reads it: the spec's messages translated, any other as the server said it. */
export function refusalText(message: string | undefined, i18n: I18n): string {
  const known = message === undefined ? undefined : byServerMessage.get(message);
  if (known) return i18n._(known);
  return message || i18n._(msg`An unexpected error occurred, please try again.`);
}
