import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { formatDateTime, formatDay, formatMonth } from '../../../../domain/shared/date-format.ts';
import { formatMoney } from '../../../../domain/shared/money-format.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { notify } from '../../../ui/notify/notify.ts';
import { useContainerOrderViewer } from '../../container-orders/use-container-order-viewer.ts';
import { closeRental } from '../api.ts';
import { rentalKeys, rentalQuery } from '../queries.ts';
import { rentalStatusColors, rentalStatusLabels } from '../rental-labels.ts';
import { OpenRentalPanel } from './open-rental-panel.tsx';

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

/** One rental (issue 20 item 4): dates, containers, daily price and cost so far; open and close. */
export function RentalScreen({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const viewer = useContainerOrderViewer();
  const queryClient = useQueryClient();
  const rental = useQuery(rentalQuery(viewer, id));
  const [isClosing, setClosing] = useState(false);
  const close = useMutation({
    mutationFn: () => closeRental({ id, version: rental.data?.version ?? 0 }),
    onSuccess: async (closed) => {
      setClosing(false);
      queryClient.setQueryData(rentalKeys.detail(viewer, id), closed);
      const number = closed.rentalNo;
      notify({
        kind: 'positive',
        text: closed.containerCount === 0 ? t`Rental ${number} is withdrawn` : t`Rental ${number} is closed`,
      });
      await queryClient.invalidateQueries({ queryKey: rentalKeys.all(viewer) });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: rentalKeys.detail(viewer, id) }),
  });

  if (rental.isPending) {
    return (
      <LoadingLine>
        <Trans>Loading the rental…</Trans>
      </LoadingLine>
    );
  }
  if (rental.isError) {
    return (
      <Alert color="red" role="alert">
        {apiErrorText(rental.error, i18n)}
      </Alert>
    );
  }
  const row = rental.data;
  const money = (amount: number) => formatMoney(amount, row.currency, i18n.locale);
  const day = (value: string | null) => (value ? formatDay(value, i18n.locale) : '–');
  const { days, rentalNo, wishedCount, containerCount } = row;
  // Closing a registered rental withdraws it: nothing was handed over (rental-status.ts).
  const withdrawing = row.status === 'Registered';
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/app/containers/rentals">
        <Trans>Back to rentals</Trans>
      </Anchor>
      <Group justify="space-between">
        <Title order={2} size="h3">
          <Trans>Rental {rentalNo}</Trans>
        </Title>
        <Badge size="lg" color={rentalStatusColors[row.status]} variant="light">
          {i18n._(rentalStatusLabels[row.status])}
        </Badge>
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Fact label={<Trans>Customer</Trans>}>{row.customerName}</Fact>
          <Fact label={<Trans>Location</Trans>}>{row.locationName}</Fact>
          <Fact label={<Trans>Container type</Trans>}>{row.containerTypeName}</Fact>
          <Fact label={<Trans>Start date</Trans>}>{day(row.startDate)}</Fact>
          <Fact label={row.status === 'Closed' ? <Trans>End date</Trans> : <Trans>Planned end date</Trans>}>
            {day(row.endDate)}
          </Fact>
          <Fact label={<Trans>Reference</Trans>}>{row.reference ?? '–'}</Fact>
          <Fact label={<Trans>Daily price per container</Trans>}>{money(row.dailyPrice)}</Fact>
          <Fact label={<Trans>Containers</Trans>}>
            {row.status === 'Registered' ? (
              <Plural value={wishedCount} one="# wished" other="# wished" />
            ) : (
              row.containerCount
            )}
          </Fact>
          <Fact label={<Trans>Registered by</Trans>}>
            {row.createdByName}, {formatDateTime(row.createdAt, i18n.locale)}
          </Fact>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" aria-label={t`Cost so far`} component="section">
        <Group justify="space-between" align="flex-end">
          <div>
            <Text size="sm" c="dimmed">
              <Trans>Cost so far</Trans>
            </Text>
            <Text size="xl" fw={700} data-testid="rental-cost">
              {money(row.costSoFar)}
            </Text>
          </div>
          <Text size="sm" c="dimmed">
            <Plural value={days} one="# day" other="# days" /> ×{' '}
            <Plural value={containerCount} one="# container" other="# containers" /> ×{' '}
            <Trans>daily price</Trans>
          </Text>
        </Group>
        {row.months.length > 0 && (
          <Table mt="sm" aria-label={t`Cost per month`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Month</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Days</Trans>
                </Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>
                  <Trans>Amount</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {row.months.map((part) => (
                <Table.Tr key={part.month}>
                  <Table.Td>{formatMonth(part.month, i18n.locale)}</Table.Td>
                  <Table.Td>
                    {part.days} ({day(part.from)} – {day(part.to)})
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{money(part.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      {row.containers.length > 0 && (
        <Paper withBorder p="md">
          <Title order={3} size="h4" mb="xs">
            <Trans>Containers in the rental</Trans>
          </Title>
          <Table aria-label={t`Containers in the rental`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Number</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Location</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {row.containers.map((container) => (
                <Table.Tr key={container.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/app/containers/${container.id}`}>
                      {container.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{container.locationName}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {row.mayOpen && <OpenRentalPanel key={row.id} rental={row} />}
      {row.mayClose && (
        <Group>
          <Button color="red" variant="outline" onClick={() => setClosing(true)}>
            {withdrawing ? <Trans>Withdraw rental</Trans> : <Trans>Close rental</Trans>}
          </Button>
        </Group>
      )}
      <Modal
        opened={isClosing}
        onClose={() => setClosing(false)}
        title={withdrawing ? t`Withdraw rental` : t`Close rental`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack gap="sm">
          <Text>
            {withdrawing ? (
              <Trans>No container has been handed over and nothing is charged. Withdraw the rental?</Trans>
            ) : (
              <Trans>The containers are returned and the cost stops today. Close the rental?</Trans>
            )}
          </Text>
          {close.isError && (
            <Alert color="red" role="alert">
              {apiErrorText(close.error, i18n)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setClosing(false)}>
              {withdrawing ? <Trans>Keep it</Trans> : <Trans>Keep open</Trans>}
            </Button>
            <Button color="red" onClick={() => close.mutate()} loading={close.isPending}>
              {withdrawing ? <Trans>Withdraw rental</Trans> : <Trans>Close rental</Trans>}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
