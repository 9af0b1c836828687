import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DockList } from '../../../features/orders/dock/dock-list.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

export const Route = createFileRoute('/app/reception/')({
  component: () => (
    <ScreenFrame title={msg`Reception`}>
      <DockList area="reception" />
    </ScreenFrame>
  ),
});
