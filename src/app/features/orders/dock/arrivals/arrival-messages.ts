import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { locationNumberTakenMessage } from '../../../../../domain/dock/external-location.ts';
import { invalidDeliveryLocationMessage } from '../../../../../domain/dock/goods-delivery.ts';

/** The spec's messages of these screens (spec §5, §8), said by the screen and by the server alike. */
export const invalidLocationText = msg`Invalid location: products in this delivery are not allowed at this location`;
export const numberTakenText = msg`Location number already exists`;

const byServerMessage = new Map<string, MessageDescriptor>([
  [invalidDeliveryLocationMessage, invalidLocationText],
  [locationNumberTakenMessage, numberTakenText],
]);

/** A refusal as the user reads it: the spec's messages translated, any other as the server said it. */
export function refusalText(message: string | undefined, i18n: I18n): string {
  const known = message === undefined ? undefined : byServerMessage.get(message);
  if (known) return i18n._(known);
  return message || i18n._(msg`An unexpected error occurred, please try again.`);
}
