import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BalancePage } from '../../features/counting/balance-page.tsx';
import { ScreenFrame } from '../../shell/screen-frame.tsx';

export const Route = createFileRoute('/app/balance')({
  component: () => (
    <ScreenFrame title={msg`Balance`}>
      <BalancePage />
    </ScreenFrame>
  ),
});
