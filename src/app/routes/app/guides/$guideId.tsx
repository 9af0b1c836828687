import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

export const Route = createFileRoute('/app/guides/$guideId')({
  component: () => <ScreenFrame title={msg`Guide`} tabs="messages" />,
});
