import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ContainerOrderStatus } from '../../../../domain/containers/container-order-status.ts';
import { formatDateTime, formatDay } from '../../../../domain/shared/date-format.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { notify } from '../../../ui/notify/notify.ts';
import { changeContainerOrderStatus } from '../api.ts';
import {
  containerOrderActionLabels,
  containerOrderStatusColors,
  containerOrderStatusLabels,
} from '../container-order-labels.ts';
import { containerOrderKeys, containerOrderQuery } from '../queries.ts';
import { useContainerOrderViewer } from '../use-container-order-viewer.ts';

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

/** One container order (issue 20 item 3): its fields, and the status changes the session may make. */
export function ContainerOrderScreen({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const viewer = useContainerOrderViewer();
  const queryClient = useQueryClient();
  const order = useQuery(containerOrderQuery(viewer, id));

  const change = useMutation({
    mutationFn: (status: ContainerOrderStatus) =>
      changeContainerOrderStatus({ id, status, version: order.data?.version ?? 0 }),
    onSuccess: async (changed) => {
      queryClient.setQueryData(containerOrderKeys.detail(viewer, id), changed);
      const label = i18n._(containerOrderStatusLabels[changed.status]);
      notify({ kind: 'positive', text: t`The order is now ${label}` });
      await queryClient.invalidateQueries({ queryKey: containerOrderKeys.all(viewer) });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: containerOrderKeys.detail(viewer, id) }),
  });

  if (order.isPending) {
    return (
      <LoadingLine>
        <Trans>Loading the container order…</Trans>
      </LoadingLine>
    );
  }
  if (order.isError) {
    return (
      <Alert color="red" role="alert">
        {apiErrorText(order.error, i18n)}
      </Alert>
    );
  }
  const row = order.data;
  const orderNo = row.orderNo;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/app/containers/orders">
        <Trans>Back to container orders</Trans>
      </Anchor>
      <Group justify="space-between">
        <Title order={2} size="h3">
          <Trans>Container order {orderNo}</Trans>
        </Title>
        <Badge size="lg" color={containerOrderStatusColors[row.status]} variant="light">
          {i18n._(containerOrderStatusLabels[row.status])}
        </Badge>
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Fact label={<Trans>Customer</Trans>}>{row.customerName}</Fact>
          <Fact label={<Trans>Location</Trans>}>{row.locationName}</Fact>
          <Fact label={<Trans>Container type</Trans>}>{row.containerTypeName}</Fact>
          <Fact label={<Trans>Count</Trans>}>{row.count}</Fact>
          <Fact label={<Trans>Delivery date</Trans>}>{formatDay(row.deliveryDate, i18n.locale)}</Fact>
          <Fact label={<Trans>Delivery address</Trans>}>{row.deliveryAddress}</Fact>
          <Fact label={<Trans>Reference</Trans>}>{row.reference ?? '–'}</Fact>
          <Fact label={<Trans>Ordered by</Trans>}>{row.createdByName}</Fact>
          <Fact label={<Trans>Ordered</Trans>}>{formatDateTime(row.createdAt, i18n.locale)}</Fact>
        </SimpleGrid>
      </Paper>
      {change.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(change.error, i18n)}
        </Alert>
      )}
      {row.nextStatuses.length > 0 && (
        <Group>
          {row.nextStatuses.map((status) => (
            <Button
              key={status}
              color={status === 'Cancelled' ? 'red' : undefined}
              variant={status === 'Cancelled' ? 'outline' : 'filled'}
              loading={change.isPending && change.variables === status}
              disabled={change.isPending}
              onClick={() => change.mutate(status)}
            >
              {i18n._(containerOrderActionLabels[status])}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
