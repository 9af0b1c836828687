import { createFileRoute } from '@tanstack/react-router';
import { DockList } from '../../../features/orders/dock/dock-list.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

export const Route = createFileRoute('/app/expedition/')({
  component: () => (
    <ScreenFrame tabs="expedition">
      <DockList area="expedition" />
    </ScreenFrame>
  ),
});
