import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../shell/screen-frame.tsx';
import { PublicPage } from '../shell/public-page.tsx';

export const Route = createFileRoute('/new-customer')({
  component: () => (
    <PublicPage size="sm">
      <ScreenFrame title={msg`Register as a new customer`} />
    </PublicPage>
  ),
});
