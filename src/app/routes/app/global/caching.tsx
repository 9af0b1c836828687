import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CachingScreen } from '../../../features/global-admin/components/caching-screen.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

export const Route = createFileRoute('/app/global/caching')({
  component: () => (
    <ScreenFrame title={msg`Caching`} tabs="global">
      <CachingScreen />
    </ScreenFrame>
  ),
});
