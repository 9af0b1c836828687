import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrderListScreen } from '../../../features/orders/order-list-screen.tsx';

export const Route = createFileRoute('/app/delivery/external')({
  component: () => (
    <OrderListScreen title={msg`External locations`} tabs="delivery" resource="ExternalOrders" />
  ),
});
