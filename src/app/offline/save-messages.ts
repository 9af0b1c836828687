import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { OutboxSaveError } from './outbox.ts';
import type { QueuedReason } from './wait-for-outcome.ts';

/**
 * Said when a change is safe on the device but not yet on the server. Only a change that is really being
 * tried again (online, with backoff) is said to be; offline nothing is tried until the network is back.
 */
export function savedOnDeviceText(i18n: I18n, waitsFor: QueuedReason): string {
  switch (waitsFor) {
    case 'network':
      return i18n._(msg`Saved on this device. It will be sent when the network is back.`);
    case 'retry':
      return i18n._(msg`Saved on this device. Sending did not get through yet: it is retried automatically.`);
    case 'answer':
      return i18n._(msg`Saved on this device. It is being sent; the server has not answered yet.`);
  }
}

export const pausedText = (i18n: I18n) =>
  i18n._(msg`Saved on this device. Your session has expired: log in again to send it.`);

export const conflictText = (i18n: I18n) =>
  i18n._(msg`Someone else changed this meanwhile. See Changes on this device to choose what happens.`);

/** Why a change could not even be saved on the device, shown at Save. */
export function saveErrorText(error: unknown, i18n: I18n): string | null {
  if (!(error instanceof OutboxSaveError)) return null;
  switch (error.reason) {
    case 'quota':
      return i18n._(
        msg`This device's storage is full: the change was not saved. Free some space and try again.`,
      );
    case 'tooLarge':
      return i18n._(msg`The change is too large to be sent: make it smaller (fewer or smaller files).`);
    case 'noUser':
      return i18n._(msg`Log in again to save changes.`);
    case 'storage':
      return i18n._(msg`The change could not be saved on this device. Try again.`);
  }
}
