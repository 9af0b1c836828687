import { createFileRoute } from '@tanstack/react-router';
import { returnUrlSearchSchema } from '../../domain/shared/return-url-search.ts';
import { LoginPage } from '../features/session/login-page.tsx';

export const Route = createFileRoute('/login')({
  validateSearch: returnUrlSearchSchema,
  component: LoginPage,
});
