import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { serverRefusalText } from '../../../api/api-error-text.ts';
import { conflictText, pausedText, savedOnDeviceText } from '../../../offline/save-messages.ts';
import type { SaveOutcome } from '../../../offline/wait-for-outcome.ts';
import { notify } from '../../../ui/notify/notify.ts';

/**
 * Tells the dock worker how a saved change ended, as far as the screen waited: sent (`sentText`),
 * kept on the device, paused for a login, in conflict, or refused with the server's reason (under
 * `refusedTitle` when given).
 */
export function notifySaveOutcome(
  outcome: SaveOutcome,
  texts: { sent: string; refusedTitle?: string },
  i18n: I18n,
) {
  switch (outcome.kind) {
    case 'sent':
      return notify({ kind: 'positive', text: texts.sent });
    case 'queued':
      return notify({ kind: 'positive', text: savedOnDeviceText(i18n, outcome.waitsFor) });
    case 'paused':
      return notify({ kind: 'negative', text: pausedText(i18n) });
    case 'conflict':
      return notify({
        kind: 'negative',
        title: i18n._(msg`The order was changed by someone else`),
        text: conflictText(i18n),
      });
    case 'failed':
      return notify({
        kind: 'negative',
        ...(texts.refusedTitle ? { title: texts.refusedTitle } : {}),
        text: serverRefusalText(outcome.entry.error, i18n),
      });
  }
}
