import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ExternalLocations } from '../../../features/orders/dock/arrivals/external-locations.tsx';
import { OrderListScreen } from '../../../features/orders/order-list-screen.tsx';

/** Delivery → External locations: the deliveries to other customers (GET ExternalOrders) and the register. */
export const Route = createFileRoute('/app/delivery/external')({
  component: () => (
    <OrderListScreen title={msg`External locations`} tabs="delivery" resource="ExternalOrders">
      <Stack component="section" gap="sm" mt="lg" aria-labelledby="external-locations-register">
        <Title order={2} size="h4" id="external-locations-register">
          <Trans>Delivery places outside the portal</Trans>
        </Title>
        <ExternalLocations />
      </Stack>
    </OrderListScreen>
  ),
});
