import { createFileRoute, redirect } from '@tanstack/react-router';
import { parseReturnUrlSearch } from '../../domain/shared/return-url-search.ts';

/** The empty path goes to the login page, keeping returnUrl (spec §2). */
export const Route = createFileRoute('/')({
  validateSearch: parseReturnUrlSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/login', search: search.returnUrl ? { returnUrl: search.returnUrl } : {} });
  },
});
