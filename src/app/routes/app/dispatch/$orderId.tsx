import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { parseOrderSearch } from '../../../features/orders/order-paths.ts';
import { OrderScreen } from '../../../features/orders/order-screen.tsx';

export const Route = createFileRoute('/app/dispatch/$orderId')({
  validateSearch: parseOrderSearch,
  component: function DispatchOrderRoute() {
    const { orderId } = Route.useParams();
    const search = Route.useSearch();
    // `new-return` starts a return (RO); any other `new…` a pickup (HE).
    const newType = orderId === 'new-return' ? 'RO' : 'HE';
    return (
      <OrderScreen orderId={orderId} search={search} newType={newType} title={msg`Pickup`} tabs="dispatch" />
    );
  },
});
