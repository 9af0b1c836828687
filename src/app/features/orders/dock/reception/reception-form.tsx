import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  receptionDiffers,
  sentQuantityOf,
  type ReceptionLine,
} from '../../../../../domain/dock/reception.ts';
import type { OrderRow } from '../../../../../domain/orders/order-list.ts';
import { saveToOutbox } from '../../../../offline/outbox.ts';
import { saveErrorText } from '../../../../offline/save-messages.ts';
import { waitForOutcome } from '../../../../offline/wait-for-outcome.ts';
import { NumberInput } from '../../../../ui/number-input/number-input.tsx';
import { notify } from '../../../../ui/notify/notify.ts';
import { editorQueries } from '../../editor/editor-queries.ts';
import { orderKeys, type OrderScope } from '../../queries.ts';
import { orderDetailKeys } from '../../detail/order-detail-queries.ts';
import { apiErrorText } from '../../../../api/api-error-text.ts';
import { notifySaveOutcome } from '../save-outcome-notice.ts';
import { signedDifference } from '../signed-difference.ts';
import { receivedQualityOptions } from './received-quality-options.ts';

export interface ReceptionFormProps {
  scope: OrderScope;
  order: OrderRow;
}

/**
 * The reception of a sent order (issue 6 item 1): what arrived per line, in which quality, and the
 * difference against what was sent. A difference registers a disagreement; confirming goes through
 * the device's outbox, so it works with no network.
 */
export function ReceptionForm({ scope, order }: ReceptionFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const choices = useQuery(editorQueries.choices(scope));
  const [lines, setLines] = useState<ReceptionLine[]>(() =>
    order.transactions.map((line) => ({
      lineId: line.id,
      quantityReceived: sentQuantityOf(line),
      qualityId: line.qualityId,
    })),
  );
  const differs = receptionDiffers(order.transactions, lines);
  const update = (lineId: number, change: Partial<ReceptionLine>) =>
    setLines((current) => current.map((line) => (line.lineId === lineId ? { ...line, ...change } : line)));

  const confirm = useMutation({
    mutationFn: async () => {
      const entry = await saveToOutbox({
        kind: 'orderReception',
        payload: { orderId: order.id, lines },
        baseVersion: order.version,
        locationId: scope.locationId,
        subject: order.orderNo,
      });
      return waitForOutcome(entry.id);
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'sent' && outcome.response) {
        queryClient.setQueryData(orderDetailKeys.order(scope, order.id), outcome.response);
      }
      const sentText = differs
        ? t`The reception was registered as a disagreement.`
        : t`The reception was registered.`;
      notifySaveOutcome(outcome, { sent: sentText }, i18n);
    },
    onError: (error) =>
      notify({ kind: 'negative', text: saveErrorText(error, i18n) ?? apiErrorText(error, i18n) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderDetailKeys.order(scope, order.id), exact: true }),
        queryClient.invalidateQueries({ queryKey: orderDetailKeys.history(scope, order.id) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all(scope) }),
      ]),
  });

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" fz="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Product</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Sent</Trans>
              </Table.Th>
              <Table.Th w={200}>
                <Trans>Received</Trans>
              </Table.Th>
              <Table.Th w={170}>
                <Trans>Quality</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Difference</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.transactions.map((line) => {
              const received = lines.find((candidate) => candidate.lineId === line.id);
              if (!received) return null;
              const sent = sentQuantityOf(line);
              const difference = received.quantityReceived - sent;
              const productText = `${line.productName} · ${line.treatmentName} · ${line.qualityName}`;
              return (
                <Table.Tr key={line.id} data-line-id={line.id}>
                  <Table.Td>{productText}</Table.Td>
                  <Table.Td ta="right">{sent}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      label={t`Received of ${productText}`}
                      labelHidden
                      value={received.quantityReceived}
                      onChange={(quantityReceived) => update(line.id, { quantityReceived })}
                      max={100_000}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={t`Quality of ${productText}`}
                      size="md"
                      allowDeselect={false}
                      data={receivedQualityOptions(line, choices.data ?? [])}
                      value={received.qualityId}
                      onChange={(qualityId) => qualityId && update(line.id, { qualityId })}
                    />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text
                      fw={700}
                      c={difference === 0 ? undefined : 'var(--mantine-color-red-9)'}
                      data-testid="line-difference"
                    >
                      {signedDifference(difference)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {differs && (
        <Alert color="orange" title={t`What arrived differs from what was sent`}>
          <Trans>
            Confirming registers the order as a disagreement (Disagreement), with you as the recipient.
          </Trans>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button size="lg" loading={confirm.isPending} onClick={() => confirm.mutate()}>
          {differs ? t`Register disagreement` : t`Confirm reception`}
        </Button>
      </Group>
    </Stack>
  );
}
