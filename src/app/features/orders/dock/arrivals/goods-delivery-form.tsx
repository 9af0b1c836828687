import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { goodsDeliverySchema } from '../../../../../domain/dock/goods-delivery.ts';
import type { OrderDraftLine } from '../../../../../domain/orders/order-draft.ts';
import type { GoodsDeliveryPayload } from '../../../../offline/outbox-kinds.ts';
import { DatePicker } from '../../../../ui/date-picker/date-picker.tsx';
import { SearchSelect } from '../../../../ui/search-select/search-select.tsx';
import { dockKeys, externalLocationsQuery } from '../dock-queries.ts';
import { useDockScope } from '../use-dock-order.ts';
import { invalidLocationText } from '../dock-messages.ts';
import { ArrivalTextFields } from './arrival-text-fields.tsx';
import { ProductQuantitySheet } from './product-quantity-sheet.tsx';
import { useArrivalSave } from './use-arrival-save.ts';
import { useOtherLocations } from './use-other-locations.ts';
import { useNotAllowedKeys } from './use-recipient-check.ts';
import { WaitingArrivals } from './waiting-arrivals.tsx';
import { newEntryId } from '../../../../offline/entry-id.ts';

type RecipientKind = 'location' | 'external';

interface GoodsDeliveryFormValue {
  recipientKind: RecipientKind;
  locationId: number | null;
  externalLocationId: number | null;
  /** yyyy-MM-dd (spec §5), empty when cleared. */
  sendDate: string;
  carNo: string;
  reference: string;
  lines: OrderDraftLine[];
}

const emptyForm = (): GoodsDeliveryFormValue => ({
  recipientKind: 'location',
  locationId: null,
  externalLocationId: null,
  sendDate: dayjs().format('YYYY-MM-DD'),
  carNo: '',
  reference: '',
  lines: [],
});

const toId = (value: string | null) => (value ? Number(value) : null);
const toValue = (id: number | null) => (id === null ? null : String(id));

/**
 * Goods delivery (spec §2 Delivery tabs, issue 6 item 3): pallets the acting location delivers now, to
 * a location of the market or to one of the customer's external locations. Products the recipient
 * does not carry are flagged before anything is saved (spec §5); saved on the device first.
 */
export function GoodsDeliveryForm() {
  const { t, i18n } = useLingui();
  const scope = useDockScope();
  const queryClient = useQueryClient();
  const locations = useOtherLocations(scope);
  const externals = useQuery(externalLocationsQuery(scope));
  const [form, setForm] = useState(emptyForm);
  const [showProblems, setShowProblems] = useState(false);
  const isExternal = form.recipientKind === 'external';
  const notAllowed = useNotAllowedKeys(scope, isExternal ? null : form.locationId, form.lines);
  const save = useArrivalSave('goodsDelivery', {
    scope,
    sentText: t`The delivery was registered.`,
    onKept: () => {
      setForm(emptyForm());
      setShowProblems(false);
      void queryClient.invalidateQueries({ queryKey: dockKeys.orders(scope) });
    },
  });

  const externalOptions = (externals.data ?? []).map((place) => ({
    value: String(place.id),
    label: `${place.name} (${place.number})`,
  }));
  const recipientId = isExternal ? form.externalLocationId : form.locationId;
  const recipientLabel = () =>
    isExternal
      ? (externalOptions.find((option) => option.value === toValue(recipientId))?.label ?? '')
      : locations.labelOf(recipientId ?? 0);
  const problems = {
    recipient: recipientId === null,
    sendDate: form.sendDate === '',
    lines: form.lines.length === 0,
  };
  const problemText = (isProblem: boolean, text: string) => (showProblems && isProblem ? text : null);
  const invalidText = i18n._(invalidLocationText);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (Object.values(problems).some(Boolean) || notAllowed.size > 0) return;
    const delivery = goodsDeliverySchema.parse({
      locationIdTo: isExternal ? null : form.locationId,
      externalLocationId: isExternal ? form.externalLocationId : null,
      sendDate: form.sendDate,
      lines: form.lines,
      carNo: form.carNo,
      reference: form.reference,
    });
    const payload: GoodsDeliveryPayload = { ...delivery, localId: newEntryId() };
    save.mutate({ payload, subject: recipientLabel() });
  };

  return (
    <Stack gap="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <SegmentedControl
            aria-label={t`Deliver to`}
            size="lg"
            data={[
              { value: 'location', label: t`A location` },
              { value: 'external', label: t`An external location` },
            ]}
            value={form.recipientKind}
            onChange={(value) => setForm({ ...form, recipientKind: value as RecipientKind })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {isExternal ? (
              <SearchSelect
                key="external"
                label={t`External location`}
                placeholder={t`Choose an external location`}
                size="lg"
                required
                data={externalOptions}
                value={toValue(form.externalLocationId)}
                onChange={(value) => setForm({ ...form, externalLocationId: toId(value) })}
                error={problemText(problems.recipient, t`A recipient must be chosen`)}
                nothingFoundMessage={t`No external locations`}
              />
            ) : (
              <SearchSelect
                key="location"
                label={t`Recipient`}
                placeholder={t`Choose a location`}
                size="lg"
                required
                data={locations.groups}
                value={toValue(form.locationId)}
                onChange={(value) => setForm({ ...form, locationId: toId(value) })}
                error={problemText(problems.recipient, t`A recipient must be chosen`)}
                nothingFoundMessage={t`No locations`}
              />
            )}
            {/* Pallets leave today whatever the opening days, so every day can be picked. */}
            <DatePicker
              label={t`Send date`}
              size="lg"
              required
              allowAllDays
              value={form.sendDate || null}
              onChange={(sendDate) => setForm({ ...form, sendDate: sendDate ?? '' })}
              error={problemText(problems.sendDate, t`Choose a date`)}
            />
            <ArrivalTextFields value={form} onChange={(change) => setForm({ ...form, ...change })} />
          </SimpleGrid>
          {notAllowed.size > 0 && (
            <Alert color="red" role="alert">
              {invalidText}
            </Alert>
          )}
          <ProductQuantitySheet
            scope={scope}
            value={form.lines}
            onChange={(lines) => setForm({ ...form, lines })}
            flagged={notAllowed}
            flagText={t`Not allowed at this location`}
            error={problemText(problems.lines, t`Enter a quantity for at least one product`)}
          />
          <Group justify="flex-end">
            <Button type="submit" size="lg" loading={save.isPending}>
              <Trans>Deliver</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
      <WaitingArrivals
        kind="goodsDelivery"
        locationId={scope.locationId}
        title={<Trans>Deliveries on this device, waiting to be sent</Trans>}
        describe={(entry) => {
          const count = (entry.payload as GoodsDeliveryPayload).lines.reduce(
            (sum, line) => sum + line.quantity,
            0,
          );
          return t`${count} pallets`;
        }}
      />
    </Stack>
  );
}
