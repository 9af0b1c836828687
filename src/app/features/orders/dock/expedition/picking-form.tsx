import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { missingPickedLines, zeroPickedLines, type PickingMark } from '../../../../../domain/dock/picking.ts';
import type { OrderRow } from '../../../../../domain/orders/order-list.ts';
import { orderStatus } from '../../../../../domain/orders/order-statuses.ts';
import { truckFill } from '../../../../../domain/orders/truck-load.ts';
import { productKey } from '../../../../../domain/products/product-key.ts';
import type { TruckType } from '../../../../../domain/session/session-status.ts';
import { notify } from '../../../../ui/notify/notify.ts';
import { editorQueries } from '../../editor/editor-queries.ts';
import type { OrderScope } from '../../queries.ts';
import { PrintWaybillButton } from '../waybill/print-waybill-button.tsx';
import {
  orderWithForm,
  pickingFormOf,
  pickingLinesOf,
  pickingPayloadOf,
  type PickingFormValue,
} from './picking-form-value.ts';
import { ExpeditionSection } from './expedition-section.tsx';
import { PickingLines } from './picking-lines.tsx';
import { TransportFields } from './transport-fields.tsx';
import { useSavePicking } from './use-save-picking.ts';
import { ZeroLinesQuestion } from './zero-lines-question.tsx';

export interface PickingFormProps {
  scope: OrderScope;
  /** The order as shown (this device's unsent work applied); the form starts from it. */
  order: OrderRow;
  truckTypes: readonly TruckType[];
}

/**
 * The expedition of one order (issue 6 item 2, spec §5 'Picking and waybill'): picked quantities, the
 * truck and the waybill texts; saved, marked picked or marked sent through the outbox.
 */
export function PickingForm({ scope, order, truckTypes }: PickingFormProps) {
  const { t } = useLingui();
  const [form, setForm] = useState<PickingFormValue>(() => pickingFormOf(order));
  const [missing, setMissing] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState<{ markAs: PickingMark; count: number } | null>(null);
  const save = useSavePicking(scope, order);
  const choices = useQuery(editorQueries.choices(scope));

  const lines = pickingLinesOf(order, form);
  const truck = truckTypes.find((candidate) => candidate.id === form.transport.carType);
  const tpuPerStack = new Map((choices.data ?? []).map((choice) => [choice.key, choice.tpuPerStack]));
  // The truck carries what is picked; a line not yet picked counts with what was ordered.
  const fill = truck
    ? truckFill(
        truck,
        order.transactions.map((line, index) => ({
          quantity: lines[index]!.quantityPicked ?? line.quantityOrdered,
          tpuPerStack: tpuPerStack.get(productKey(line)) ?? 1,
        })),
      )
    : null;

  const handleQuantity = (lineId: number, value: number | null) => {
    setForm((current) => ({ ...current, picked: { ...current.picked, [lineId]: value } }));
  };

  const send = (markAs: PickingMark, deleteZeroLines: boolean) => {
    setMissing(new Set());
    save.mutate(pickingPayloadOf(order, form, markAs, deleteZeroLines));
  };

  const handleSubmit = (markAs: PickingMark) => {
    if (markAs === 'saved') return send(markAs, false);
    const absent = missingPickedLines(lines);
    setMissing(new Set(absent.map((line) => line.lineId)));
    if (absent.length > 0) return;
    const zeros = zeroPickedLines(lines);
    if (zeros.length > 0) setAsking({ markAs, count: zeros.length });
    else send(markAs, false);
  };

  const handleAnswer = (deleteZeroLines: boolean) => {
    if (!asking) return;
    setAsking(null);
    // The server refuses to delete every line: said here, so an offline save does not fail later.
    if (deleteZeroLines && asking.count === lines.length) {
      return notify({ kind: 'negative', text: t`An order needs at least one line with a picked quantity` });
    }
    send(asking.markAs, deleteZeroLines);
  };

  const isPicked = order.transactionStatusId === orderStatus.Picked;
  return (
    <Stack gap="lg">
      <ExpeditionSection title={<Trans>Lines</Trans>}>
        <PickingLines
          lines={order.transactions}
          picked={form.picked}
          onChange={handleQuantity}
          missing={missing}
        />
      </ExpeditionSection>
      <ExpeditionSection title={<Trans>Transport and waybill</Trans>}>
        <TransportFields
          value={form.transport}
          onChange={(transport) => setForm((current) => ({ ...current, transport }))}
          truckTypes={truckTypes}
          fill={fill}
        />
      </ExpeditionSection>
      {missing.size > 0 && (
        <Text c="var(--mantine-color-red-9)" fw={600} role="alert">
          <Trans>Picked quantity missing</Trans>
        </Text>
      )}
      <Group gap="sm">
        <Button variant="default" mih={44} loading={save.isPending} onClick={() => handleSubmit('saved')}>
          <Trans>Save</Trans>
        </Button>
        {!isPicked && (
          <Button variant="light" mih={44} disabled={save.isPending} onClick={() => handleSubmit('picked')}>
            <Trans>Mark picked</Trans>
          </Button>
        )}
        <Button mih={44} disabled={save.isPending} onClick={() => handleSubmit('sent')}>
          <Trans>Mark sent</Trans>
        </Button>
        <PrintWaybillButton order={orderWithForm(order, form)} truckTypeName={truck?.name ?? null} />
      </Group>
      <ZeroLinesQuestion
        count={asking?.count ?? 0}
        onAnswer={handleAnswer}
        onCancel={() => setAsking(null)}
      />
    </Stack>
  );
}
