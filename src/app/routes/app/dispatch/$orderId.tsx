import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrderScreen } from '../../../features/orders/order-screen.tsx';

export const Route = createFileRoute('/app/dispatch/$orderId')({
  component: function DispatchOrderRoute() {
    const { orderId } = Route.useParams();
    // `new-return` starts a return (RO); any other `new…` a pickup (HE).
    const newType = orderId === 'new-return' ? 'RO' : 'HE';
    return <OrderScreen orderId={orderId} newType={newType} title={msg`Pickup`} tabs="dispatch" />;
  },
});
