import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import type { DockArea } from '../../../../domain/dock/dock-orders.ts';
import type { OrderRow } from '../../../../domain/orders/order-list.ts';
import { orderPath } from '../../../../domain/routing/order-route.ts';
import { isNotOnDevice, notOnDeviceText } from '../../../offline/not-on-device.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { ScanField } from '../../../ui/scan-field/scan-field.tsx';
import { labelOf, transactionTypeLabels } from '../detail/order-type-labels.ts';
import { useDetailFormat } from '../detail/use-detail-format.ts';
import { dockStatusText } from './dock-status-label.ts';
import { findScannedOrder } from './find-scanned-order.ts';
import { useDockScope } from './use-dock-order.ts';
import { useDockRows, type DockRowView } from './use-dock-rows.ts';

/**
 * A dock work list (issue 6: /app/reception, /app/expedition, /app/delivery): the acting location's
 * orders of the area as large rows for a tablet, with this device's unsent work applied — first what
 * waits for the dock, exactly the orders its navigation badge counts (issue 15 item 4), then the rest;
 * and a scan field that opens an order from a barcode scanner or the camera.
 */
export function DockList({ area }: { area: DockArea }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const scope = useDockScope();
  const { lists, areas } = useDockRows();
  const { waiting, others } = areas[area];
  const othersHeadingId = useId();

  const open = (order: OrderRow) => void navigate({ to: orderPath(order, scope.locationId) });
  const handleScan = async (code: string) => {
    try {
      const order = await findScannedOrder(code, lists.data);
      if (order) open(order);
      else notify({ kind: 'negative', text: t`No order ${code} was found.` });
    } catch {
      notify({ kind: 'negative', text: t`No order ${code} was found.` });
    }
  };
  const rowsOf = (rows: DockRowView[], label: string) => (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {rows.map(({ order, isPending }) => (
        <li key={order.id}>
          <DockRow
            order={order}
            isPending={isPending}
            onOpen={() => open(order)}
            statusText={dockStatusText(order, i18n)}
          />
        </li>
      ))}
    </Stack>
  );

  return (
    <Stack gap="md">
      <ScanField onScan={(code) => void handleScan(code)} />
      {lists.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t`Loading`} />
        </Center>
      ) : lists.isError && !lists.data ? (
        <Alert color="red" title={t`The list could not be loaded`}>
          {isNotOnDevice(lists.error) ? (
            i18n._(notOnDeviceText)
          ) : (
            <Trans>Check the network and try again.</Trans>
          )}
        </Alert>
      ) : (
        <>
          {waiting.length === 0 ? (
            <Text size="lg" py="lg">
              <Trans>Nothing waits here.</Trans>
            </Text>
          ) : (
            rowsOf(waiting, t`Waiting orders`)
          )}
          {others.length > 0 && (
            <Stack gap="sm" component="section" aria-labelledby={othersHeadingId}>
              <Title order={2} size="h4" id={othersHeadingId}>
                <Trans>Other open orders</Trans>
              </Title>
              {rowsOf(others, t`Other open orders`)}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}

interface DockRowProps {
  order: OrderRow;
  isPending: boolean;
  statusText: string;
  onOpen: () => void;
}

function DockRow({ order, isPending, statusText, onOpen }: DockRowProps) {
  const { t, i18n } = useLingui();
  const format = useDetailFormat();
  const type = labelOf(transactionTypeLabels, order.transactionTypeId);
  const to = order.externalLocationName ?? order.locationNameTo;
  const quantity = order.transactions.reduce(
    (sum, line) => sum + (line.quantityPicked ?? line.quantityOrdered),
    0,
  );
  return (
    // The row's name is its whole text, so a screen reader hears the route, amount and status too.
    <UnstyledButton onClick={onOpen} w="100%" data-order-no={order.orderNo}>
      <Card withBorder padding="md" mih={64}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text fw={700} size="lg">
              <VisuallyHidden component="span">{t`Open order`} </VisuallyHidden>
              {order.orderNo}
            </Text>
            <Text size="md">
              {type ? i18n._(type) : order.transactionTypeId} · {order.locationNameFrom} → {to}
            </Text>
          </Stack>
          <Group gap="sm">
            <Text size="md">{order.dateSend ? format.day(order.dateSend) : ''}</Text>
            <Text size="md" fw={600}>
              <Trans>{quantity} pcs</Trans>
            </Text>
            <Badge size="lg" variant="light" tt="none">
              {statusText}
            </Badge>
            {isPending && (
              <Badge size="lg" color="orange" tt="none">
                <Trans>Waiting to be sent</Trans>
              </Badge>
            )}
          </Group>
        </Group>
      </Card>
    </UnstyledButton>
  );
}
