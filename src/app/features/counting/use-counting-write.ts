import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { discardEntry, saveToOutbox } from '../../offline/outbox.ts';
import type { CountingReportActionPayload, CountingReportsPayload } from '../../offline/outbox-kinds.ts';
import { pausedText, saveErrorText, savedOnDeviceText } from '../../offline/save-messages.ts';
import { waitForOutcome, type SaveOutcome } from '../../offline/wait-for-outcome.ts';
import { notify } from '../../ui/notify/notify.ts';
import {
  countingConfirmedText,
  countingConfirmFailedText,
  countingDeletedText,
  countingDeleteFailedText,
  countingRefusalText,
  countingSavedText,
  countingSaveFailedText,
} from './counting-messages.ts';

/** A change of a location's counts, sent through the device's outbox in the order made. */
export type CountingWrite =
  | { kind: 'countingReports'; payload: CountingReportsPayload }
  | { kind: 'countingReportConfirm'; payload: CountingReportActionPayload }
  | { kind: 'countingReportDelete'; payload: CountingReportActionPayload };

const texts = {
  countingReports: { sent: countingSavedText, failed: countingSaveFailedText },
  countingReportConfirm: { sent: countingConfirmedText, failed: countingConfirmFailedText },
  countingReportDelete: { sent: countingDeletedText, failed: countingDeleteFailedText },
} as const satisfies Record<CountingWrite['kind'], { sent: MessageDescriptor; failed: MessageDescriptor }>;

/**
 * Saves, confirms or deletes counts through the outbox (issue 7 item 3): online the server answers
 * within seconds, offline the change waits on the device. A change the server refuses while the
 * counter waits is said at once and not kept: the counts are still on the screen to correct, and a
 * kept refusal would hold back every later change of the location's counts (FIFO per entity).
 * `subject` names the location in Changes on this device.
 */
export function useCountingWrite(subject: string) {
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: async (write: CountingWrite): Promise<SaveOutcome> => {
      const entry = await saveToOutbox({
        kind: write.kind,
        payload: write.payload,
        baseVersion: null,
        locationId: write.payload.locationId,
        subject,
      });
      const outcome = await waitForOutcome(entry.id);
      if (outcome.kind === 'conflict' || outcome.kind === 'failed') await discardEntry(entry.id);
      return outcome;
    },
    onSuccess: (outcome, write) => {
      const { sent, failed } = texts[write.kind];
      switch (outcome.kind) {
        case 'sent':
          return notify({ kind: 'positive', text: i18n._(sent) });
        case 'queued':
          return notify({ kind: 'positive', text: savedOnDeviceText(i18n, outcome.waitsFor) });
        case 'paused':
          return notify({ kind: 'negative', text: pausedText(i18n) });
        default:
          return notifyFailure(i18n._(failed), countingRefusalText(outcome.entry.error, i18n));
      }
    },
    onError: (error, write) => notifyFailure(i18n._(texts[write.kind].failed), saveErrorText(error, i18n)),
  });
}

/** The spec's message, with the reason under it when there is one. */
const notifyFailure = (message: string, reason: string | null) =>
  notify(reason ? { kind: 'negative', title: message, text: reason } : { kind: 'negative', text: message });

/** Whether the change is kept (sent, or waiting on the device): the screen may then forget its edits. */
export const isKept = (outcome: SaveOutcome) => outcome.kind !== 'conflict' && outcome.kind !== 'failed';
