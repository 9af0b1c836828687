import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PickingMark } from '../../../../../domain/dock/picking.ts';
import type { OrderRow } from '../../../../../domain/orders/order-list.ts';
import type { OrderPickingPayload } from '../../../../offline/outbox-kinds.ts';
import { saveToOutbox } from '../../../../offline/outbox.ts';
import { saveErrorText } from '../../../../offline/save-messages.ts';
import { waitForOutcome, type SaveOutcome } from '../../../../offline/wait-for-outcome.ts';
import { notify } from '../../../../ui/notify/notify.ts';
import { apiErrorText } from '../../../../api/api-error-text.ts';
import { orderDetailKeys } from '../../detail/order-detail-queries.ts';
import { orderKeys, type OrderScope } from '../../queries.ts';
import { dockKeys } from '../dock-queries.ts';
import { notifySaveOutcome } from '../save-outcome-notice.ts';

/**
 * Saves an expedition through the device's outbox (POST orderPicking): online the answer comes within
 * seconds, offline the picking waits on the device and the screen shows it applied meanwhile.
 */
export function useSavePicking(scope: OrderScope, order: OrderRow) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const orderNo = order.orderNo;

  const sentText = (markAs: PickingMark) =>
    markAs === 'sent'
      ? t`Order ${orderNo} was marked sent.`
      : markAs === 'picked'
        ? t`Order ${orderNo} was marked picked.`
        : t`The picking of order ${orderNo} was saved.`;

  return useMutation({
    mutationFn: async (payload: OrderPickingPayload) => {
      const entry = await saveToOutbox({
        kind: 'orderPicking',
        payload,
        baseVersion: order.version,
        locationId: scope.locationId,
        subject: order.orderNo,
      });
      return waitForOutcome(entry.id);
    },
    onSuccess: (outcome: SaveOutcome, payload) => {
      if (outcome.kind === 'sent' && outcome.response)
        queryClient.setQueryData(orderDetailKeys.order(scope, order.id), outcome.response);
      notifySaveOutcome(
        outcome,
        { sent: sentText(payload.markAs), refusedTitle: t`The picking was not saved` },
        i18n,
      );
    },
    onError: (error) =>
      notify({ kind: 'negative', text: saveErrorText(error, i18n) ?? apiErrorText(error, i18n) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderDetailKeys.order(scope, order.id), exact: true }),
        queryClient.invalidateQueries({ queryKey: orderDetailKeys.history(scope, order.id) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists(scope) }),
        queryClient.invalidateQueries({ queryKey: dockKeys.orders(scope) }),
      ]),
  });
}
