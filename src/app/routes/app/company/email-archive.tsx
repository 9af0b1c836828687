import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

export const Route = createFileRoute('/app/company/email-archive')({
  component: () => <ScreenFrame title={msg`Email archive`} tabs="company" />,
});
