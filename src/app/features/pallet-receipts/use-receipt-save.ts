import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { PalletReceipt } from '../../../domain/pallet-receipts/pallet-receipt.ts';
import { apiErrorText, serverRefusalText } from '../../api/api-error-text.ts';
import { saveToOutbox } from '../../offline/outbox.ts';
import type { PalletReceiptPayload } from '../../offline/outbox-kinds.ts';
import { pausedText, saveErrorText, savedOnDeviceText } from '../../offline/save-messages.ts';
import { waitForOutcome, type SaveOutcome } from '../../offline/wait-for-outcome.ts';
import { notify } from '../../ui/notify/notify.ts';
import { signatureNotSavedText } from './receipt-messages.ts';

export interface ReceiptSaveInput {
  payload: PalletReceiptPayload;
  /** The location's name, for the list of changes on this device. */
  subject: string;
}

/** Where the screen goes next: the server's receipt, or the device's copy until it is sent. */
export type ReceiptSaved = { kind: 'server'; receipt: PalletReceipt } | { kind: 'device'; localId: string };

/**
 * Saves a signed receipt through the device's outbox (issue 7 item 5): online the server's answer
 * comes within seconds, offline it waits on the device with its signature. A refusal keeps the form
 * filled so the counter can correct it.
 */
export function useReceiptSave(onSaved: (saved: ReceiptSaved) => void) {
  const { i18n, t } = useLingui();
  return useMutation({
    mutationFn: async ({ payload, subject }: ReceiptSaveInput) => {
      const entry = await saveToOutbox({
        kind: 'palletReceipt',
        payload,
        baseVersion: null,
        locationId: payload.locationId,
        subject,
      });
      return { outcome: await waitForOutcome(entry.id), localId: payload.localId };
    },
    onSuccess: ({ outcome, localId }: { outcome: SaveOutcome; localId: string }) => {
      switch (outcome.kind) {
        case 'sent': {
          const receipt = outcome.response as PalletReceipt | undefined;
          notify({ kind: 'positive', text: t`Pallet receipt saved` });
          return onSaved(receipt ? { kind: 'server', receipt } : { kind: 'device', localId });
        }
        case 'queued':
          notify({ kind: 'positive', text: savedOnDeviceText(i18n, outcome.waitsFor) });
          return onSaved({ kind: 'device', localId });
        case 'paused':
          notify({ kind: 'negative', text: pausedText(i18n) });
          return onSaved({ kind: 'device', localId });
        default:
          return notify({
            kind: 'negative',
            title: i18n._(signatureNotSavedText),
            text: serverRefusalText(outcome.entry.error, i18n),
          });
      }
    },
    onError: (error) =>
      notify({
        kind: 'negative',
        title: i18n._(signatureNotSavedText),
        text: saveErrorText(error, i18n) ?? apiErrorText(error, i18n),
      }),
  });
}
