import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { maxRentalContainers, type RentalDetail } from '../../../../domain/containers/rental-input.ts';
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
    // The panel stays mounted (keyed by the rental): the choice and the error text stay; the detail is
    // fetched again so a retry carries the current version.
    onError: () => void queryClient.invalidateQueries({ queryKey: rentalKeys.detail(viewer, rental.id) }),
  });
  const wished = rental.wishedCount;
  const full = chosen.length >= maxRentalContainers;

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          <Trans>Open the rental</Trans>
        </Title>
        <Text size="sm">
          <Plural
            value={wished}
            one="The customer wishes for # container. Choose free containers of the type."
            other="The customer wishes for # containers. Choose free containers of the type."
          />{' '}
          <Trans>At most {maxRentalContainers} containers.</Trans>
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
                  disabled={full && !chosen.includes(String(container.id))}
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
          <Text size="sm" aria-live="polite">
            <Plural value={chosen.length} one="# container chosen" other="# containers chosen" />
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
