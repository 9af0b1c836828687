import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrderListScreen } from '../../../features/orders/order-list-screen.tsx';

export const Route = createFileRoute('/app/dispatch/')({
  component: () => (
    <OrderListScreen
      tabs="dispatch"
      transactionType={['HE']}
      newOrder={{ label: msg`New pickup`, to: '/app/dispatch/new' }}
      draftPath={(order) => `/app/dispatch/${order.id}`}
    />
  ),
});
