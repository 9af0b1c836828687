import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { pathIdOf } from '../../../../../domain/shared/id.ts';
import { RentalScreen } from '../../../../features/rentals/components/rental-screen.tsx';
import { ScreenFrame } from '../../../../shell/screen-frame.tsx';

function RentalPage() {
  const { rentalId } = Route.useParams();
  const id = pathIdOf(rentalId);
  return (
    <ScreenFrame title={msg`Rental`} tabs="containers">
      {id > 0 ? (
        <RentalScreen key={id} id={id} />
      ) : (
        <Text>
          <Trans>There is no such rental.</Trans>
        </Text>
      )}
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/containers/rentals/$rentalId')({ component: RentalPage });
