import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { countryOfMarket } from '../../../../domain/shared/market-country.ts';
import { currentHost } from '../../../config/hosts.ts';
import { ImportButton } from '../../../features/import/components/import-button.tsx';
import { ExternalLocationsAdmin } from '../../../features/external-locations/components/external-locations-admin.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function ExternalLocationsPage() {
  const { start } = Route.useRouteContext();
  return (
    <ScreenFrame title={msg`External locations`} tabs="company">
      <ExternalLocationsAdmin
        customerId={start.status.customer.id}
        locationId={start.status.location.id}
        countryId={countryOfMarket(currentHost.market)}
        actions={<ImportButton kind="externalLocations" />}
      />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/company/external')({ component: ExternalLocationsPage });
