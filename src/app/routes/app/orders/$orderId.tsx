import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrderScreen } from '../../../features/orders/order-screen.tsx';

export const Route = createFileRoute('/app/orders/$orderId')({
  component: function OrderRoute() {
    const { orderId } = Route.useParams();
    return <OrderScreen orderId={orderId} newType="TO" title={msg`Order`} tabs="orders" />;
  },
});
