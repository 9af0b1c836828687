import { msg } from '@lingui/core/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { NewCustomerRequests } from '../../../../features/accounts/components/new-customer-requests.tsx';
import type { RequestFilter } from '../../../../features/accounts/queries.ts';
import { ScreenFrame } from '../../../../shell/screen-frame.tsx';

const filters: readonly RequestFilter[] = ['new', 'approved', 'rejected', 'all'];

function NewCustomersPage() {
  const { status } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <ScreenFrame title={msg`New customers`} tabs="global">
      <NewCustomerRequests
        filter={status}
        onFilterChange={(next) => void navigate({ search: { status: next }, replace: true })}
      />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/global/new-customers/')({
  validateSearch: (search: Record<string, unknown>): { status: RequestFilter } => ({
    status: filters.find((filter) => filter === search.status) ?? 'new',
  }),
  component: NewCustomersPage,
});
