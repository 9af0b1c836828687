import { createFileRoute, redirect } from '@tanstack/react-router';
import { tokenKey } from '../api/client.ts';
import { ConsentPage } from '../session/consent-page.tsx';

export const Route = createFileRoute('/gdpr')({
  beforeLoad: ({ location }) => {
    if (!localStorage.getItem(tokenKey)) throw redirect({ to: '/', search: { returnUrl: location.href } });
  },
  component: () => <ConsentPage kind="gdpr" />,
});
