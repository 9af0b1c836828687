import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/accounts/components/account-page.tsx';
import { ResetPasswordScreen } from '../features/accounts/components/reset-password-screen.tsx';

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  return (
    <AccountPage title={msg`Reset password`}>
      <ResetPasswordScreen token={token} />
    </AccountPage>
  );
}

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: ResetPasswordPage,
});
