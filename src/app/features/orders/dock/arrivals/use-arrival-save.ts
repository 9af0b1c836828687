import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { apiErrorText } from '../../../../api/api-error-text.ts';
import { saveToOutbox } from '../../../../offline/outbox.ts';
import type { PayloadOf } from '../../../../offline/outbox-kinds.ts';
import { saveErrorText } from '../../../../offline/save-messages.ts';
import { waitForOutcome, type SaveOutcome } from '../../../../offline/wait-for-outcome.ts';
import { notify } from '../../../../ui/notify/notify.ts';
import type { OrderScope } from '../../queries.ts';
import { notifySaveOutcome } from '../save-outcome-notice.ts';

export type ArrivalKind = 'directReception' | 'goodsDelivery' | 'externalLocation';

export interface ArrivalSaveOptions {
  scope: OrderScope;
  /** Said when the server took it at once. */
  sentText: string;
  /** The change is safe on the device (sent, or waiting to be sent): the form may start over. */
  onKept: (outcome: SaveOutcome) => void;
}

export interface ArrivalSaveInput<K extends ArrivalKind> {
  payload: PayloadOf<K>;
  /** What the worker knows it by in the list of changes on this device. */
  subject: string;
}

/**
 * Saves a dock creation through the device's outbox (issue 6, item 4) and says how it ended: online
 * the server's answer comes within seconds, offline it waits on the device. A refusal keeps the form
 * filled, so the worker can correct it.
 */
export function useArrivalSave<K extends ArrivalKind>(kind: K, options: ArrivalSaveOptions) {
  const { i18n } = useLingui();
  const { scope, sentText, onKept } = options;
  return useMutation({
    mutationFn: async ({ payload, subject }: ArrivalSaveInput<K>) => {
      const entry = await saveToOutbox({
        kind,
        payload,
        baseVersion: null,
        locationId: scope.locationId,
        subject,
      });
      return waitForOutcome(entry.id);
    },
    onSuccess: (outcome) => {
      notifySaveOutcome(outcome, { sent: sentText }, i18n);
      // Safe on the device, or on the server: the form may start over. A refusal keeps it filled.
      if (outcome.kind === 'sent' || outcome.kind === 'queued' || outcome.kind === 'paused') onKept(outcome);
    },
    onError: (error) =>
      notify({ kind: 'negative', text: saveErrorText(error, i18n) ?? apiErrorText(error, i18n) }),
  });
}
