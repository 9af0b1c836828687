import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Card, Center, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { dockAreaRules, type DockArea } from '../../../../domain/dock/dock-orders.ts';
import type { OrderRow } from '../../../../domain/orders/order-list.ts';
import { orderPath } from '../../../../domain/routing/order-route.ts';
import { useOutboxEntries } from '../../../offline/use-outbox.ts';
import { notify } from '../../../ui/notify/notify.ts';
import { ScanField } from '../../../ui/scan-field/scan-field.tsx';
import { labelOf, transactionTypeLabels } from '../detail/order-type-labels.ts';
import { useDetailFormat } from '../detail/use-detail-format.ts';
import { dockOrdersQuery } from './dock-queries.ts';
import { dockStatusText } from './dock-status-label.ts';
import { findScannedOrder } from './find-scanned-order.ts';
import { withDockWork } from './pending-dock-work.ts';
import { useDockScope } from './use-dock-order.ts';
import { orderEntityKey } from '../../../offline/entity-keys.ts';

/**
 * A dock work list (issue 6: /app/reception, /app/expedition, /app/delivery): the acting location's
 * orders of the area, waiting ones first, as large rows for a tablet, with this device's unsent work
 * applied; and a scan field that opens an order from a barcode scanner or the camera.
 */
export function DockList({ area }: { area: DockArea }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const scope = useDockScope();
  const lists = useQuery(dockOrdersQuery(scope));
  const entries = useOutboxEntries();
  const rows = useMemo(() => {
    const waiting = dockAreaRules[area].waiting as readonly number[];
    const shown = (lists.data?.[area] ?? []).map((order) => {
      const own = entries.filter((entry) => entry.entityKey === orderEntityKey(order.id));
      return {
        order: withDockWork(order, own, scope),
        isPending: own.some((entry) => entry.state !== 'done'),
      };
    });
    const rank = (row: (typeof shown)[number]) => (waiting.includes(row.order.transactionStatusId) ? 0 : 1);
    return shown.sort((a, b) => rank(a) - rank(b));
  }, [lists.data, entries, area, scope]);

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

  return (
    <Stack gap="md">
      <ScanField onScan={(code) => void handleScan(code)} />
      {lists.isPending ? (
        <Center py="xl">
          <Loader aria-label={t`Loading`} />
        </Center>
      ) : lists.isError && !lists.data ? (
        <Alert color="red" title={t`The list could not be loaded`}>
          <Trans>Check the network and try again.</Trans>
        </Alert>
      ) : rows.length === 0 ? (
        <Text size="lg" py="lg">
          <Trans>Nothing waits here.</Trans>
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Orders`}>
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
  const orderNo = order.orderNo;
  const quantity = order.transactions.reduce(
    (sum, line) => sum + (line.quantityPicked ?? line.quantityOrdered),
    0,
  );
  return (
    <UnstyledButton
      onClick={onOpen}
      w="100%"
      aria-label={t`Open order ${orderNo}`}
      data-order-no={order.orderNo}
    >
      <Card withBorder padding="md" mih={64}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text fw={700} size="lg">
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
