import { msg } from '@lingui/core/macro';
import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { PublishedNotices } from '../../../features/messages/components/published-notices.tsx';
import { ReportsIndex } from '../../../features/reports/components/reports-index.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function ReportsPage() {
  const { start } = useRouteContext({ from: '/app' });
  return (
    <ScreenFrame title={msg`Reports`}>
      <PublishedNotices type="Reports" userId={start.status.user.id} />
      <ReportsIndex />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/reports/')({ component: ReportsPage });
