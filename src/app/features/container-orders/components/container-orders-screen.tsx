import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type {
  ContainerOrderListQuery,
  ContainerOrderRow,
} from '../../../../domain/containers/container-order-input.ts';
import { containerOrderStatuses } from '../../../../domain/containers/container-order-status.ts';
import { formatDay } from '../../../../domain/shared/date-format.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { OrderGrid } from '../../../ui/order-grid/order-grid.tsx';
import { containerOrderStatusColors, containerOrderStatusLabels } from '../container-order-labels.ts';
import { containerOrderListQuery } from '../queries.ts';
import { useContainerOrderViewer } from '../use-container-order-viewer.ts';
import { NewContainerOrderForm } from './new-container-order-form.tsx';

const column = createColumnHelper<ContainerOrderRow>();
const noRows: ContainerOrderRow[] = [];
const allStatuses = 'all';

export interface ContainerOrdersScreenProps {
  filter: ContainerOrderListQuery;
  onFilterChange: (filter: ContainerOrderListQuery) => void;
}

/** Container → Container orders (issue 20 item 3): the orders in reach in the shared grid, and a new one. */
export function ContainerOrdersScreen({ filter, onFilterChange }: ContainerOrdersScreenProps) {
  const { t, i18n } = useLingui();
  const viewer = useContainerOrderViewer();
  const navigate = useNavigate();
  const [isCreating, setCreating] = useState(false);
  const list = useQuery(containerOrderListQuery(viewer, filter));
  const rows = list.data?.rows ?? noRows;

  const columns = useMemo(
    () => [
      column.accessor('orderNo', { header: t`Order no.` }),
      column.accessor('status', {
        header: t`Status`,
        cell: ({ getValue }) => (
          <Badge color={containerOrderStatusColors[getValue()]} variant="light">
            {i18n._(containerOrderStatusLabels[getValue()])}
          </Badge>
        ),
      }),
      column.accessor('containerTypeName', { header: t`Container type`, enableSorting: false }),
      column.accessor('count', { header: t`Count` }),
      column.accessor('deliveryDate', {
        header: t`Delivery date`,
        cell: ({ getValue }) => formatDay(getValue(), i18n.locale),
      }),
      column.accessor('locationName', { header: t`Location` }),
      column.accessor('deliveryAddress', { header: t`Delivery address`, enableSorting: false }),
      column.accessor('reference', { header: t`Reference`, enableSorting: false }),
    ],
    [t, i18n],
  );
  const sort = filter.sort
    ? { field: filter.sort, descending: filter.descending === 'true' }
    : { field: 'deliveryDate', descending: true };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Select
          label={t`Status`}
          data={[
            { value: allStatuses, label: t`All statuses` },
            ...containerOrderStatuses.map((value) => ({
              value,
              label: i18n._(containerOrderStatusLabels[value]),
            })),
          ]}
          value={filter.status ?? allStatuses}
          allowDeselect={false}
          onChange={(value) =>
            onFilterChange({ ...filter, status: value && value !== allStatuses ? value : undefined })
          }
          w={220}
        />
        <Button onClick={() => setCreating(true)}>
          <Trans>New container order</Trans>
        </Button>
      </Group>
      {list.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(list.error, i18n)}
        </Alert>
      )}
      {list.data && list.data.total === 0 && !filter.status && (
        <Text c="dimmed">
          <Trans>There are no container orders yet. Order containers with New container order.</Trans>
        </Text>
      )}
      <OrderGrid
        label={t`Container orders`}
        rows={rows}
        columns={columns}
        total={list.data?.total}
        isLoading={list.isPending}
        sort={sort}
        onSortChange={(next) =>
          onFilterChange({ ...filter, sort: next.field, descending: String(next.descending) })
        }
        getRowLabel={(row) => row.orderNo}
        onOpen={(row) =>
          void navigate({ to: '/app/containers/orders/$orderId', params: { orderId: String(row.id) } })
        }
        minWidth={900}
      />
      <Modal
        opened={isCreating}
        onClose={() => setCreating(false)}
        title={t`New container order`}
        size="lg"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <NewContainerOrderForm onCancel={() => setCreating(false)} onCreated={() => setCreating(false)} />
      </Modal>
    </Stack>
  );
}
