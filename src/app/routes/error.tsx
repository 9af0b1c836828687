import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { StartErrorPage } from '../features/session/start-error-page.tsx';

export const Route = createFileRoute('/error')({
  validateSearch: z.object({ reason: z.string().optional().catch(undefined) }),
  component: StartErrorPage,
});
