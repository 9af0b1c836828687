import { msg } from '@lingui/core/macro';
import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { PublishedNotices } from '../../../features/messages/components/published-notices.tsx';
import { ReportsIndex } from '../../../features/reports/components/reports-index.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';
import { actingScopeOf } from '../../../session/acting-scope.ts';

function ReportsPage() {
  const { start } = useRouteContext({ from: '/app' });
  return (
    <ScreenFrame title={msg`Reports`}>
      <PublishedNotices type="Reports" userId={start.status.user.id} />
      <ReportsIndex />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/reports/')({
  // The catalogue call leaves as the route matches, beside the screen's code. Its module is loaded here
  // (it brings the reports' answer schemas), not kept in the start chunk.
  loader: ({ context }) =>
    void import('../../../features/reports/queries.ts').then(({ reportCatalogueQuery }) =>
      context.queryClient.prefetchQuery(reportCatalogueQuery(actingScopeOf(context.start))),
    ),
  component: ReportsPage,
});
