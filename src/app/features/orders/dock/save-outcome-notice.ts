import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { orderStatusRefusedMessage } from '../../../../domain/orders/order-status-change.ts';
import { pickedQuantityMissingMessage } from '../../../../domain/dock/picking.ts';
import { invalidDeliveryLocationMessage } from '../../../../domain/dock/goods-delivery.ts';
import { locationNumberTakenMessage } from '../../../../domain/dock/external-location.ts';
import { conflictText, pausedText, savedOnDeviceText } from '../../../offline/save-messages.ts';
import type { SaveOutcome } from '../../../offline/wait-for-outcome.ts';
import { notify } from '../../../ui/notify/notify.ts';

/** The server's refusals the spec words (§8), in the user's language; any other is shown as it came. */
const specMessages = {
  [orderStatusRefusedMessage]: msg`Could not set order status`,
  [pickedQuantityMissingMessage]: msg`Picked quantity missing`,
  [invalidDeliveryLocationMessage]: msg`Invalid location: products in this delivery are not allowed at this location`,
  [locationNumberTakenMessage]: msg`Location number already exists`,
};

export function refusalText(message: string, i18n: I18n): string {
  const known = specMessages[message as keyof typeof specMessages];
  return known ? i18n._(known) : message;
}

/**
 * Tells the dock worker how a saved change ended, as far as the screen waited: sent (`sentText`),
 * kept on the device, paused for a login, in conflict, or refused with the server's reason.
 */
export function notifySaveOutcome(outcome: SaveOutcome, sentText: string, i18n: I18n) {
  switch (outcome.kind) {
    case 'sent':
      return notify({ kind: 'positive', text: sentText });
    case 'queued':
      return notify({ kind: 'positive', text: savedOnDeviceText(i18n) });
    case 'paused':
      return notify({ kind: 'negative', text: pausedText(i18n) });
    case 'conflict':
      return notify({
        kind: 'negative',
        title: i18n._(msg`The order was changed by someone else`),
        text: conflictText(i18n),
      });
    case 'failed':
      return notify({ kind: 'negative', text: refusalText(outcome.entry.error?.message ?? '', i18n) });
  }
}
