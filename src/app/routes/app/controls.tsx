import { createFileRoute } from '@tanstack/react-router';
import { ControlsPage } from '../../features/shell/controls-page.tsx';

export const Route = createFileRoute('/app/controls')({
  component: ControlsPage,
});
