import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

export const Route = createFileRoute('/app/company/users')({
  component: () => <ScreenFrame title={msg`Users`} tabs="company" />,
});
