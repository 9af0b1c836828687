import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CountingSheet } from './counting-sheet.tsx';
import { LocationSelect, useReachableLocations } from './location-select.tsx';
import { useCountingActor } from './use-counting-actor.ts';

/**
 * Company → Counting (spec §2, issue 7 item 3): the stock count of the acting location, or of another
 * location the user may count at. A tablet in the yard counts with or without network.
 */
export function CountingScreen() {
  const { scope, countReach, userName } = useCountingActor();
  const [locationId, setLocationId] = useState(scope.acting.id);
  const { labelOf } = useReachableLocations(scope, countReach);
  return (
    <Stack gap="md">
      <Text c="dimmed">
        <Trans>
          Enter what you counted and save. A confirmed count becomes the balance: the difference is booked
          against the balance as it is when you confirm.
        </Trans>
      </Text>
      <LocationSelect scope={scope} reach={countReach} value={locationId} onChange={setLocationId} />
      <CountingSheet
        key={locationId}
        scope={scope}
        locationId={locationId}
        locationLabel={labelOf(locationId)}
        userName={userName}
      />
    </Stack>
  );
}
