import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrderListScreen } from '../../../features/orders/order-list-screen.tsx';

export const Route = createFileRoute('/app/dispatch/returns')({
  component: () => (
    <OrderListScreen
      title={msg`Returns`}
      tabs="dispatch"
      transactionType={['RO']}
      newOrder={{ label: msg`New return`, to: '/app/dispatch/new-return' }}
      draftPath={(order) => `/app/dispatch/${order.id}`}
    />
  ),
});
