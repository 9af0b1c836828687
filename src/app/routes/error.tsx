import { createFileRoute } from '@tanstack/react-router';
import { isRequestId } from '../../domain/shared/request-id.ts';
import { StartErrorPage } from '../session/start-error-page.tsx';

export const Route = createFileRoute('/error')({
  validateSearch: (search: Record<string, unknown>): { reason?: string; requestId?: string } => ({
    ...(typeof search.reason === 'string' ? { reason: search.reason } : {}),
    ...(isRequestId(search.requestId) ? { requestId: search.requestId } : {}),
  }),
  component: StartErrorPage,
});
