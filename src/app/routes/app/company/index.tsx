import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CompanyScreen } from '../../../features/company/components/company-screen.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function CompanyRoute() {
  const { start } = Route.useRouteContext();
  return (
    <ScreenFrame title={msg`Company`} tabs="company">
      <CompanyScreen customerId={start.status.customer.id} />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/company/')({ component: CompanyRoute });
