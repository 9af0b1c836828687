import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

export const Route = createFileRoute('/app/containers/')({
  component: () => <ScreenFrame tabs="containers" />,
});
