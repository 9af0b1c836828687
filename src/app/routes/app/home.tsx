import { createFileRoute } from '@tanstack/react-router';
import { StartPage } from '../../shell/start-page.tsx';

export const Route = createFileRoute('/app/home')({
  component: StartPage,
});
