import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { RentalDetail } from '../../../../domain/containers/rental-input.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { notify } from '../../../ui/notify/notify.ts';
import { useContainerOrderViewer } from '../../container-orders/use-container-order-viewer.ts';
import { openRental } from '../api.ts';
import { freeContainersQuery, rentalKeys } from '../queries.ts';

/** Provider staff open a registered rental by choosing free containers of its type (issue 20 item 4). */
export function OpenRentalPanel({ rental }: { rental: RentalDetail }) {
  const { t, i18n } = useLingui();
  const viewer = useContainerOrderViewer();
  const queryClient = useQueryClient();
  const free = useQuery(freeContainersQuery(viewer, rental.id));
  const [chosen, setChosen] = useState<string[]>([]);
  const open = useMutation({
    mutationFn: () =>
      openRental({ id: rental.id, containerIds: chosen.map(Number), version: rental.version }),
    onSuccess: async (opened) => {
      queryClient.setQueryData(rentalKeys.detail(viewer, rental.id), opened);
      const number = opened.rentalNo;
      notify({ kind: 'positive', text: t`Rental ${number} is open` });
      await queryClient.invalidateQueries({ queryKey: rentalKeys.all(viewer) });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: rentalKeys.all(viewer) }),
  });
  const wished = rental.wishedCount;

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          <Trans>Open the rental</Trans>
        </Title>
        <Text size="sm">
          <Trans>The customer wishes for {wished} containers. Choose free containers of the type.</Trans>
        </Text>
        {free.isPending && (
          <LoadingLine>
            <Trans>Loading the free containers…</Trans>
          </LoadingLine>
        )}
        {free.isError && (
          <Alert color="red" role="alert">
            {apiErrorText(free.error, i18n)}
          </Alert>
        )}
        {free.data && free.data.length === 0 && (
          <Text c="dimmed">
            <Trans>No free containers of this type.</Trans>
          </Text>
        )}
        {free.data && free.data.length > 0 && (
          <Checkbox.Group label={t`Free containers`} value={chosen} onChange={setChosen}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs">
              {free.data.map((container) => (
                <Checkbox
                  key={container.id}
                  value={String(container.id)}
                  label={`${container.number} · ${container.locationName}`}
                  size="md"
                  styles={{ body: { alignItems: 'center', minHeight: 44 } }}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
        {open.isError && (
          <Alert color="red" role="alert">
            {apiErrorText(open.error, i18n)}
          </Alert>
        )}
        <Group>
          <Button onClick={() => open.mutate()} loading={open.isPending} disabled={chosen.length === 0}>
            <Trans>Open rental</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
