import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ImportButton } from '../../../features/import/components/import-button.tsx';
import { LocationsScreen } from '../../../features/location-admin/components/locations-screen.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function LocationsRoute() {
  const { start } = Route.useRouteContext();
  return (
    <ScreenFrame title={msg`Locations`} tabs="company">
      <LocationsScreen
        customerId={start.status.customer.id}
        isGlobalAdmin={start.status.loginUser.isGlobalAdmin}
        actions={<ImportButton kind="locations" size="md" />}
      />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/company/locations')({ component: LocationsRoute });
