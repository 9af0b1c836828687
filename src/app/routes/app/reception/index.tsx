import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { dockOrdersQuery } from '../../../features/orders/dock/dock-queries.ts';
import { DockList } from '../../../features/orders/dock/dock-list.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';
import { actingScopeOf } from '../../../session/acting-scope.ts';

export const Route = createFileRoute('/app/reception/')({
  // The dock's list call leaves as the route matches, while the screen's code is still coming.
  loader: ({ context }) =>
    void context.queryClient.prefetchQuery(dockOrdersQuery(actingScopeOf(context.start))),
  component: () => (
    <ScreenFrame title={msg`Reception`}>
      <DockList area="reception" />
    </ScreenFrame>
  ),
});
