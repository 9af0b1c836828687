import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../shell/screen-frame.tsx';
import { PublicPage } from '../shell/public-page.tsx';

export const Route = createFileRoute('/forgot-password')({
  component: () => (
    <PublicPage size="sm">
      <ScreenFrame title={msg`Forgot password`} />
    </PublicPage>
  ),
});
