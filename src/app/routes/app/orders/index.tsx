import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrderListScreen } from '../../../features/orders/order-list-screen.tsx';

export const Route = createFileRoute('/app/orders/')({
  component: () => (
    <OrderListScreen
      tabs="orders"
      newOrder={{ label: msg`New order`, to: '/app/orders/new' }}
      draftPath={(order) =>
        order.transactionTypeId === 'TO' ? `/app/orders/${order.id}` : `/app/dispatch/${order.id}`
      }
    />
  ),
});
