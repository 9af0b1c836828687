import { createFileRoute } from '@tanstack/react-router';
import { StartErrorPage } from '../session/start-error-page.tsx';

export const Route = createFileRoute('/error')({
  validateSearch: (search: Record<string, unknown>): { reason?: string } =>
    typeof search.reason === 'string' ? { reason: search.reason } : {},
  component: StartErrorPage,
});
