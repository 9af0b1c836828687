import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/accounts/components/account-page.tsx';
import { NewCustomerForm } from '../features/accounts/components/new-customer-form.tsx';
import { CustomerAgreementText } from '../session/customer-agreement-text.tsx';

export const Route = createFileRoute('/new-customer')({
  component: () => (
    <AccountPage title={msg`Register as a new customer`} size="md">
      <NewCustomerForm agreementText={<CustomerAgreementText />} />
    </AccountPage>
  ),
});
