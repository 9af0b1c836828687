import { createFileRoute } from '@tanstack/react-router';
import { ControlsPage } from '../../shell/controls-page.tsx';

export const Route = createFileRoute('/app/controls')({
  component: ControlsPage,
});
