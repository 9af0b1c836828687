import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../session/login-page.tsx';
import { parseLoginSearch } from '../session/login-search.ts';

export const Route = createFileRoute('/login')({
  validateSearch: parseLoginSearch,
  component: LoginPage,
});
