import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ContainerOrderListQuery } from '../../../../../domain/containers/container-order-input.ts';
import { ContainerOrdersScreen } from '../../../../features/container-orders/components/container-orders-screen.tsx';
import { parseContainerOrderSearch } from '../../../../features/container-orders/container-order-search.ts';
import { ScreenFrame } from '../../../../shell/screen-frame.tsx';

function ContainerOrdersPage() {
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  const handleChange = useCallback(
    (next: ContainerOrderListQuery) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return (
    <ScreenFrame title={msg`Container orders`} tabs="containers">
      <ContainerOrdersScreen filter={filter} onFilterChange={handleChange} />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/containers/orders/')({
  validateSearch: parseContainerOrderSearch,
  component: ContainerOrdersPage,
});
