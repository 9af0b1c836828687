import { createFileRoute } from '@tanstack/react-router';
import { StartPage } from '../../features/shell/start-page.tsx';

export const Route = createFileRoute('/app/home')({
  component: StartPage,
});
