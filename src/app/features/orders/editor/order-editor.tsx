import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import type { DraftTransactionTypeId } from '../../../../domain/orders/order-draft.ts';
import type { OrderRow } from '../../../../domain/orders/order-list.ts';
import { truckFill } from '../../../../domain/orders/truck-load.ts';
import { orderStatus } from '../../../../domain/orders/order-statuses.ts';
import type { StartBundle } from '../../../../domain/session/session-status.ts';
import { DatePicker } from '../../../ui/date-picker/date-picker.tsx';
import { notify } from '../../../ui/notify/notify.ts';
import { orderKeys } from '../queries.ts';
import { saveDraft, sendOrders } from './editor-api.ts';
import { useOrderPickers } from './use-order-pickers.ts';
import { OrderAddressField } from './order-address-field.tsx';
import { OrderFees } from './order-fees.tsx';
import {
  changeTruck,
  draftBodyOf,
  emptyOrderForm,
  formProblems,
  orderFormOf,
  type OrderFormValue,
} from './order-form.ts';
import { ProductLines } from './product-lines.tsx';
import { TruckLoadBar } from './truck-load-bar.tsx';
import { useCustomsOptions } from './use-customs-options.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';

export interface OrderEditorProps {
  type: DraftTransactionTypeId;
  /** The draft, or the sent order its orderer changes, being edited; none for a new order. */
  order?: OrderRow;
  /** A new order starts from this one's partner, truck, references, address and lines. */
  copyFrom?: OrderRow;
  /** Where the editor goes after sending, and the base of a saved draft's path. */
  listPath: string;
  draftPath: (id: number) => string;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Buy / Orders, Sell / Pickups and Returns (issue 4 items 3–4): an order at the current location with
 * its provider location, products, quantities, date, references, truck and customs; saved as a draft
 * or sent at once.
 */
export function OrderEditor({ type, order, copyFrom, listPath, draftPath }: OrderEditorProps) {
  const { t, i18n } = useLingui();
  const { start } = useRouteContext({ from: '/app' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const customsOptions = useCustomsOptions();
  // Typed here: the route tree's inference runs in a circle through this screen.
  const { status, truckTypes }: StartBundle = start;
  const scope = { customerId: status.customer.id, locationId: status.location.id };
  const [form, setForm] = useState<OrderFormValue>(() => {
    if (order) return orderFormOf(order);
    // A copy gets a date of its own: the old one is most often past.
    return copyFrom ? { ...orderFormOf(copyFrom), sendDate: null } : emptyOrderForm(truckTypes);
  });
  // A sent order its orderer changes stays sent: saving it is the only way on.
  const isSent = order !== undefined && order.transactionStatusId !== orderStatus.Web;
  const [showProblems, setShowProblems] = useState(false);
  const [quantitiesCleared, setQuantitiesCleared] = useState(false);

  const { partnerOptions, choices, choiceByKey, isCrossBorder } = useOrderPickers(scope, form.partnerId);
  const problems = formProblems(form, isCrossBorder);
  const problemOf = (problem: (typeof problems)[number], text: string) =>
    showProblems && problems.includes(problem) ? text : null;

  const truck = truckTypes.find((candidate) => candidate.id === form.carType);
  const fill = truck
    ? truckFill(
        truck,
        form.lines.map((line) => ({
          quantity: line.quantity,
          tpuPerStack: choiceByKey.get(line.key)?.tpuPerStack ?? 1,
        })),
      )
    : null;

  const invalidateLists = () => queryClient.invalidateQueries({ queryKey: orderKeys.lists(scope) });
  const save = useMutation({
    mutationFn: async (andSend: boolean) => {
      const body = draftBodyOf(
        { ...form, customsHandler: isCrossBorder ? form.customsHandler : null },
        type,
        choiceByKey,
        order,
      );
      const saved = await saveDraft(body);
      if (andSend) await sendOrders([saved.id]);
      return { saved, andSend };
    },
    onSuccess: async ({ saved, andSend }) => {
      const orderNo = saved.orderNo;
      await invalidateLists();
      queryClient.setQueryData(orderKeys.detail(scope, saved.id), saved);
      if (isSent) {
        notify({ kind: 'positive', text: t`Order ${orderNo} was changed` });
        void navigate({ to: draftPath(saved.id), replace: true });
      } else if (andSend) {
        await queryClient.invalidateQueries({ queryKey: orderKeys.detail(scope, saved.id) });
        notify({ kind: 'positive', text: t`Order ${orderNo} was sent` });
        void navigate({ to: listPath });
      } else {
        notify({ kind: 'positive', text: t`Draft ${orderNo} was saved` });
        if (!order) void navigate({ to: draftPath(saved.id), replace: true });
      }
    },
    onError: async (error) => {
      notify({ kind: 'negative', title: t`The order was not saved`, text: apiErrorText(error, i18n) });
      if (order) await queryClient.invalidateQueries({ queryKey: orderKeys.detail(scope, order.id) });
    },
  });

  const submit = (andSend: boolean) => {
    setShowProblems(true);
    if (problems.length === 0) save.mutate(andSend);
  };

  const partnerLabel = type === 'TO' ? t`Deliver from` : t`Recipient`;
  const dateLabel = type === 'TO' ? t`Delivery date` : t`Pickup date`;

  return (
    <Stack gap="md" component="form" onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={partnerLabel}
          placeholder={t`Choose a location`}
          required
          searchable
          data={partnerOptions}
          value={form.partnerId === null ? null : String(form.partnerId)}
          onChange={(value) => setForm({ ...form, partnerId: value ? Number(value) : null })}
          error={problemOf('recipient', t`A recipient must be chosen`)}
          nothingFoundMessage={t`No locations`}
        />
        <DatePicker
          label={dateLabel}
          value={form.sendDate}
          onChange={(sendDate) => setForm({ ...form, sendDate })}
          minDate={today()}
          required
          error={problemOf('sendDate', t`Choose a date`)}
        />
        <TextInput
          label={t`Reference`}
          maxLength={100}
          value={form.reference}
          onChange={(event) => setForm({ ...form, reference: event.currentTarget.value })}
        />
        <TextInput
          label={t`My reference`}
          maxLength={100}
          value={form.myReference}
          onChange={(event) => setForm({ ...form, myReference: event.currentTarget.value })}
        />
        <TextInput
          label={t`Transport reference`}
          maxLength={100}
          value={form.transportRef}
          onChange={(event) => setForm({ ...form, transportRef: event.currentTarget.value })}
        />
        {isCrossBorder && (
          <Select
            label={t`Customs handling`}
            required
            data={customsOptions}
            value={form.customsHandler}
            onChange={(value) =>
              setForm({ ...form, customsHandler: (value as OrderFormValue['customsHandler']) ?? null })
            }
            error={problemOf('customs', t`Choose how customs are handled`)}
          />
        )}
      </SimpleGrid>

      <OrderAddressField
        type={type}
        value={form.address}
        onChange={(address) => setForm({ ...form, address })}
        error={problemOf('address', t`Enter the street, country, post code and post place`)}
      />

      <Paper withBorder p="md">
        <Stack gap="sm">
          <Select
            label={t`Truck type`}
            data={truckTypes.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
            value={form.carType === null ? null : String(form.carType)}
            onChange={(value) => {
              const next = changeTruck(form, truckTypes, value ? Number(value) : null);
              setForm(next.form);
              setQuantitiesCleared(next.quantitiesCleared);
            }}
          />
          {quantitiesCleared && (
            <Alert color="orange" role="status">
              <Trans>The new truck has another height: choose the quantities again.</Trans>
            </Alert>
          )}
          {fill !== null && <TruckLoadBar fill={fill} />}
        </Stack>
      </Paper>

      <ProductLines
        choices={choices}
        lines={form.lines}
        onChange={(lines) => setForm({ ...form, lines })}
        isProviderStaff={status.loginUser.isProvider}
        error={
          problemOf('lines', t`Add at least one product`) ??
          problemOf('quantity', t`Every product needs a quantity`)
        }
      />

      {order && <OrderFees order={order} />}

      {isSent ? (
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate({ to: draftPath(order.id) })}>
            <Trans>Back</Trans>
          </Button>
          <Button loading={save.isPending} onClick={() => submit(false)}>
            <Trans>Save changes</Trans>
          </Button>
        </Group>
      ) : (
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate({ to: listPath })}>
            <Trans>Back</Trans>
          </Button>
          <Button variant="light" loading={save.isPending && !save.variables} onClick={() => submit(false)}>
            <Trans>Save draft</Trans>
          </Button>
          <Button loading={save.isPending && save.variables} onClick={() => submit(true)}>
            {type === 'TO' ? <Trans>Send order</Trans> : <Trans>Send pickup</Trans>}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export const editorTitles = {
  TO: { new: msg`New order`, draft: msg`Order draft`, change: msg`Change order` },
  HE: { new: msg`New pickup`, draft: msg`Pickup draft`, change: msg`Change pickup` },
  RO: { new: msg`New return`, draft: msg`Return draft`, change: msg`Change return` },
} as const;
