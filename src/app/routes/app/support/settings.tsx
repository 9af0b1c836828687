import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TemplatesScreen } from '../../../features/support/components/templates-screen.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

export const Route = createFileRoute('/app/support/settings')({
  component: () => (
    <ScreenFrame title={msg`Templates`} tabs="support">
      <TemplatesScreen />
    </ScreenFrame>
  ),
});
