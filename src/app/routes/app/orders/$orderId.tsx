import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { parseOrderSearch } from '../../../features/orders/order-paths.ts';
import { OrderScreen } from '../../../features/orders/order-screen.tsx';

export const Route = createFileRoute('/app/orders/$orderId')({
  validateSearch: parseOrderSearch,
  component: function OrderRoute() {
    const { orderId } = Route.useParams();
    const search = Route.useSearch();
    return <OrderScreen orderId={orderId} search={search} newType="TO" title={msg`Order`} tabs="orders" />;
  },
});
