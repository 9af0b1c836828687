import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContainerSummary } from '../../../domain/containers/container-register.ts';
import type { ContainerStatus } from '../../../domain/containers/container-status.ts';
import { apiErrorText, serverRefusalText } from '../../api/api-error-text.ts';
import { saveToOutbox } from '../../offline/outbox.ts';
import { conflictText, pausedText, savedOnDeviceText, saveErrorText } from '../../offline/save-messages.ts';
import { waitForOutcome, type SaveOutcome } from '../../offline/wait-for-outcome.ts';
import { notify } from '../../ui/notify/notify.ts';
import { containerKeys, type ContainerViewer } from './queries.ts';

export interface MarkRequest {
  status: ContainerStatus;
  reason: string;
}

/**
 * Mark for repair or Mark as repaired through the device's outbox (issue 20 item 2; ARCHITECTURE.md
 * offline model): online the answer comes within seconds, offline the mark waits on the device and the
 * screens show it at once. The mark names the version the screen showed.
 */
export function useMarkContainer(viewer: ContainerViewer, container: ContainerSummary) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ status, reason }: MarkRequest) => {
      const entry = await saveToOutbox({
        kind: 'containerStatus',
        payload: { id: container.id, status, reason, number: container.number },
        baseVersion: container.version,
        locationId: viewer.locationId,
        subject: container.number,
      });
      return waitForOutcome(entry.id);
    },
    onSuccess: (outcome: SaveOutcome, { status }) => {
      const number = container.number;
      switch (outcome.kind) {
        case 'sent':
          if (outcome.response)
            queryClient.setQueryData(containerKeys.detail(viewer, container.id), outcome.response);
          return notify({
            kind: 'positive',
            text:
              status === 'NeedsRepair'
                ? t`Container ${number} is marked for repair.`
                : t`Container ${number} is marked as repaired.`,
          });
        case 'queued':
          return notify({ kind: 'positive', text: savedOnDeviceText(i18n, outcome.waitsFor) });
        case 'paused':
          return notify({ kind: 'negative', text: pausedText(i18n) });
        case 'conflict':
          return notify({
            kind: 'negative',
            title: t`The container was changed by someone else`,
            text: conflictText(i18n),
          });
        case 'failed':
          return notify({ kind: 'negative', text: serverRefusalText(outcome.entry.error, i18n) });
      }
    },
    onError: (error) =>
      notify({ kind: 'negative', text: saveErrorText(error, i18n) ?? apiErrorText(error, i18n) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: containerKeys.all(viewer) }),
  });
}
