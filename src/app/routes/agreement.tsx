import { createFileRoute, redirect } from '@tanstack/react-router';
import { parseReturnUrlSearch } from '../../domain/shared/return-url-search.ts';
import { tokenKey } from '../api/client.ts';
import { ConsentPage } from '../session/consent-page.tsx';

export const Route = createFileRoute('/agreement')({
  validateSearch: parseReturnUrlSearch,
  beforeLoad: ({ location }) => {
    if (!localStorage.getItem(tokenKey)) throw redirect({ to: '/', search: { returnUrl: location.href } });
  },
  component: () => <ConsentPage kind="agreement" />,
});
