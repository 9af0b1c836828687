import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../shell/screen-frame.tsx';

export const Route = createFileRoute('/app/global/log/')({
  component: () => <ScreenFrame title={msg`Log`} tabs="global" />,
});
