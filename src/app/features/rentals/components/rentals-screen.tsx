import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { RentalListQuery, RentalRow } from '../../../../domain/containers/rental-input.ts';
import { rentalStatuses } from '../../../../domain/containers/rental-status.ts';
import { formatDay } from '../../../../domain/shared/date-format.ts';
import { formatMoney } from '../../../../domain/shared/money-format.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { OrderGrid } from '../../../ui/order-grid/order-grid.tsx';
import { useContainerOrderViewer } from '../../container-orders/use-container-order-viewer.ts';
import { rentalListQuery } from '../queries.ts';
import { rentalStatusColors, rentalStatusLabels } from '../rental-labels.ts';
import { NewRentalForm } from './new-rental-form.tsx';

const column = createColumnHelper<RentalRow>();
const noRows: RentalRow[] = [];
const allStatuses = 'all';

export interface RentalsScreenProps {
  filter: RentalListQuery;
  onFilterChange: (filter: RentalListQuery) => void;
}

/** Container → Rentals (issue 20 item 4): the rental agreements in reach with the cost so far. */
export function RentalsScreen({ filter, onFilterChange }: RentalsScreenProps) {
  const { t, i18n } = useLingui();
  const viewer = useContainerOrderViewer();
  const navigate = useNavigate();
  const [isCreating, setCreating] = useState(false);
  const list = useQuery(rentalListQuery(viewer, filter));
  const rows = list.data?.rows ?? noRows;

  const columns = useMemo(
    () => [
      column.accessor('rentalNo', { header: t`Rental no.` }),
      column.accessor('status', {
        header: t`Status`,
        cell: ({ getValue }) => (
          <Badge color={rentalStatusColors[getValue()]} variant="light">
            {i18n._(rentalStatusLabels[getValue()])}
          </Badge>
        ),
      }),
      column.accessor('containerTypeName', { header: t`Container type` }),
      column.accessor('containerCount', {
        header: t`Containers`,
        cell: ({ row }) =>
          row.original.status === 'Registered' ? (
            <Plural value={row.original.wishedCount} one="# wished" other="# wished" />
          ) : (
            row.original.containerCount
          ),
      }),
      column.accessor('locationName', { header: t`Location` }),
      column.accessor('startDate', {
        header: t`Start date`,
        cell: ({ getValue }) => formatDay(getValue(), i18n.locale),
      }),
      column.accessor('endDate', {
        header: t`End date`,
        cell: ({ getValue }) => {
          const day = getValue();
          return day ? formatDay(day, i18n.locale) : '–';
        },
      }),
      column.accessor('costSoFar', {
        header: t`Cost so far`,
        cell: ({ row }) => formatMoney(row.original.costSoFar, row.original.currency, i18n.locale),
      }),
    ],
    [t, i18n],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Select
          label={t`Status`}
          data={[
            { value: allStatuses, label: t`All statuses` },
            ...rentalStatuses.map((value) => ({ value, label: i18n._(rentalStatusLabels[value]) })),
          ]}
          value={filter.status ?? allStatuses}
          allowDeselect={false}
          onChange={(value) => onFilterChange(value && value !== allStatuses ? { status: value } : {})}
          w={220}
        />
        <Button onClick={() => setCreating(true)}>
          <Trans>Register rental</Trans>
        </Button>
      </Group>
      {list.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(list.error, i18n)}
        </Alert>
      )}
      {list.data && list.data.total === 0 && !filter.status && (
        <Text c="dimmed">
          <Trans>There are no rentals yet. Rent containers with Register rental.</Trans>
        </Text>
      )}
      <OrderGrid
        label={t`Rentals`}
        rows={rows}
        columns={columns}
        total={list.data?.total}
        isLoading={list.isPending}
        getRowLabel={(row) => row.rentalNo}
        onOpen={(row) =>
          void navigate({ to: '/app/containers/rentals/$rentalId', params: { rentalId: String(row.id) } })
        }
        minWidth={900}
        countText={(count, total) => (
          <Trans>
            Showing {count} of {total} rentals
          </Trans>
        )}
      />
      <Modal
        opened={isCreating}
        onClose={() => setCreating(false)}
        title={t`Register rental`}
        size="lg"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <NewRentalForm
          onCancel={() => setCreating(false)}
          onCreated={(rental) => {
            setCreating(false);
            void navigate({
              to: '/app/containers/rentals/$rentalId',
              params: { rentalId: String(rental.id) },
            });
          }}
        />
      </Modal>
    </Stack>
  );
}
