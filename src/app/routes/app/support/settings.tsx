import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

export const Route = createFileRoute('/app/support/settings')({
  component: () => <ScreenFrame title={msg`Templates`} tabs="support" />,
});
