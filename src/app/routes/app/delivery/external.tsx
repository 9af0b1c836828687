import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ExternalLocations } from '../../../features/orders/dock/arrivals/external-locations.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

export const Route = createFileRoute('/app/delivery/external')({
  component: () => (
    <ScreenFrame title={msg`External locations`} tabs="delivery">
      <ExternalLocations />
    </ScreenFrame>
  ),
});
