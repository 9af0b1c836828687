import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ApiScreen } from '../../features/api-info/components/api-screen.tsx';
import { ScreenFrame } from '../../shell/screen-frame.tsx';

export const Route = createFileRoute('/app/api')({
  component: () => (
    <ScreenFrame title={msg`API`}>
      <ApiScreen />
    </ScreenFrame>
  ),
});
