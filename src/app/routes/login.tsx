import { createFileRoute } from '@tanstack/react-router';
import { parseReturnUrlSearch } from '../../domain/shared/return-url-search.ts';
import { LoginPage } from '../session/login-page.tsx';

export const Route = createFileRoute('/login')({
  validateSearch: parseReturnUrlSearch,
  component: LoginPage,
});
