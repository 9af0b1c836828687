import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { EmailArchiveScreen } from '../../../features/email-archive/components/email-archive-screen.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function EmailArchivePage() {
  const { start } = Route.useRouteContext();
  return (
    <ScreenFrame title={msg`Email archive`} tabs="company">
      <EmailArchiveScreen
        actingCustomerId={start.status.customer.id}
        isMarketWide={start.status.loginUser.isGlobalAdmin}
      />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/company/email-archive')({ component: EmailArchivePage });
