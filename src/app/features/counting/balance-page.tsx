import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isNotOnDevice, notOnDeviceText } from '../../offline/not-on-device.ts';
import { BalanceTable } from './balance-table.tsx';
import { LocationSelect } from './location-select.tsx';
import { stockQuery } from './queries.ts';
import { useCountingActor } from './use-counting-actor.ts';

/**
 * The balance (spec §2 /app/balance, §3 inventory): the acting location's stock, or another's the user
 * may read, as last read from the server — kept on the device, so it shows offline too.
 */
export function BalancePage() {
  const { t, i18n } = useLingui();
  const { scope, readReach } = useCountingActor();
  const [locationId, setLocationId] = useState(scope.acting.id);
  const stock = useQuery(stockQuery(scope, locationId));
  return (
    <Stack gap="md">
      <LocationSelect scope={scope} reach={readReach} value={locationId} onChange={setLocationId} />
      {stock.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t`Loading the balance`} />
        </Center>
      ) : !stock.data ? (
        <Alert color="red" role="alert">
          {isNotOnDevice(stock.error) ? (
            i18n._(notOnDeviceText)
          ) : (
            <Trans>The balance could not be read. Try again when the network is back.</Trans>
          )}
        </Alert>
      ) : stock.data.products.length === 0 ? (
        <Text c="dimmed">
          <Trans>This location has no stock.</Trans>
        </Text>
      ) : (
        <>
          <Text c="dimmed">
            <Trans>
              Pallets, with tons below. The physical balance is the last confirmed count and what came and
              went since.
            </Trans>
          </Text>
          <BalanceTable products={stock.data.products} />
        </>
      )}
    </Stack>
  );
}
