import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { NewCustomerRequestDetail } from '../../../../features/accounts/components/new-customer-request-detail.tsx';
import { ScreenFrame } from '../../../../shell/screen-frame.tsx';

function NewCustomerRequestPage() {
  const { requestId } = Route.useParams();
  return (
    <ScreenFrame title={msg`New-customer request`} tabs="global" activeTab="/app/global/new-customers">
      <NewCustomerRequestDetail requestId={Number(requestId)} />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/global/new-customers/$requestId')({
  component: NewCustomerRequestPage,
});
