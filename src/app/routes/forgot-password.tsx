import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/accounts/components/account-page.tsx';
import { ForgotPasswordForm } from '../features/accounts/components/forgot-password-form.tsx';

export const Route = createFileRoute('/forgot-password')({
  component: () => (
    <AccountPage title={msg`Forgot password`}>
      <ForgotPasswordForm />
    </AccountPage>
  ),
});
