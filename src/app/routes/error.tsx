import { createFileRoute } from '@tanstack/react-router';
import { StartErrorPage } from '../session/start-error-page.tsx';

export const Route = createFileRoute('/error')({
  validateSearch: (search: Record<string, unknown>): { reason?: string; requestId?: string } => ({
    ...(typeof search.reason === 'string' ? { reason: search.reason } : {}),
    ...(typeof search.requestId === 'string' && /^[A-Za-z0-9._:@-]{1,128}$/.test(search.requestId)
      ? { requestId: search.requestId }
      : {}),
  }),
  component: StartErrorPage,
});
