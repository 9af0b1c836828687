import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { seesCompanyPages } from '../../../../domain/navigation/company-pages.ts';
import { CountingScreen } from '../../../features/counting/counting-screen.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

/** Company → Counting: any user counts at the locations they act for; admins see it among the company tabs. */
function AuditRoute() {
  const { start } = Route.useRouteContext();
  return (
    <ScreenFrame
      title={msg`Counting`}
      tabs={seesCompanyPages(start.status.loginUser) ? 'company' : undefined}
    >
      <CountingScreen />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/company/audit')({ component: AuditRoute });
