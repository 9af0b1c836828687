import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { directReceptionSchema } from '../../../../../domain/dock/direct-reception.ts';
import type { OrderDraftLine } from '../../../../../domain/orders/order-draft.ts';
import type { DirectReceptionPayload } from '../../../../offline/outbox-kinds.ts';
import { SearchSelect } from '../../../../ui/search-select/search-select.tsx';
import { dockKeys } from '../dock-queries.ts';
import { useDockScope } from '../use-dock-order.ts';
import { ArrivalTextFields } from './arrival-text-fields.tsx';
import { ProductQuantitySheet } from './product-quantity-sheet.tsx';
import { useArrivalSave } from './use-arrival-save.ts';
import { useOtherLocations } from './use-other-locations.ts';
import { WaitingArrivals } from './waiting-arrivals.tsx';
import { newEntryId } from '../../../../offline/entry-id.ts';

interface DirectReceptionFormValue {
  senderId: number | null;
  carNo: string;
  reference: string;
  lines: OrderDraftLine[];
}

const emptyForm: DirectReceptionFormValue = { senderId: null, carNo: '', reference: '', lines: [] };

const palletCount = (lines: readonly OrderDraftLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * Direct reception (spec §2 Expedition tabs, issue 6 item 2): pallets that arrived with no order,
 * registered from the sender, car and products. Saved on the device first, so it completes offline.
 */
export function DirectReceptionForm() {
  const { t } = useLingui();
  const scope = useDockScope();
  const queryClient = useQueryClient();
  const locations = useOtherLocations(scope);
  const [form, setForm] = useState(emptyForm);
  const [showProblems, setShowProblems] = useState(false);
  const save = useArrivalSave('directReception', {
    scope,
    sentText: t`The arrival was registered.`,
    onKept: () => {
      setForm(emptyForm);
      setShowProblems(false);
      void queryClient.invalidateQueries({ queryKey: dockKeys.orders(scope) });
    },
  });

  const hasNoSender = form.senderId === null;
  const hasNoLines = form.lines.length === 0;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (form.senderId === null || hasNoLines) return;
    const reception = directReceptionSchema.parse({
      locationIdFrom: form.senderId,
      lines: form.lines,
      carNo: form.carNo,
      reference: form.reference,
    });
    const payload: DirectReceptionPayload = { ...reception, localId: newEntryId() };
    save.mutate({ payload, subject: locations.labelOf(form.senderId) });
  };

  return (
    <Stack gap="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <SearchSelect
              label={t`Sender`}
              placeholder={t`Choose a location`}
              size="lg"
              required
              data={locations.groups}
              value={form.senderId === null ? null : String(form.senderId)}
              onChange={(value) => setForm({ ...form, senderId: value ? Number(value) : null })}
              error={showProblems && hasNoSender ? t`A sender must be chosen` : null}
              nothingFoundMessage={t`No locations`}
            />
            <ArrivalTextFields value={form} onChange={(change) => setForm({ ...form, ...change })} />
          </SimpleGrid>
          <ProductQuantitySheet
            scope={scope}
            value={form.lines}
            onChange={(lines) => setForm({ ...form, lines })}
            error={showProblems && hasNoLines ? t`Enter a quantity for at least one product` : null}
          />
          <Group justify="flex-end">
            <Button type="submit" size="lg" loading={save.isPending}>
              <Trans>Register arrival</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
      <WaitingArrivals
        kind="directReception"
        locationId={scope.locationId}
        title={<Trans>Registered on this device, waiting to be sent</Trans>}
        describe={(entry) => {
          const count = palletCount((entry.payload as DirectReceptionPayload).lines);
          return t`${count} pallets`;
        }}
      />
    </Stack>
  );
}
