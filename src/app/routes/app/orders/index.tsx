import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { parseOrderListSearch, statusesOf } from '../../../features/orders/order-list-search.ts';
import { OrderListScreen } from '../../../features/orders/order-list-screen.tsx';
import { openingOrderListQuery } from '../../../features/orders/queries.ts';
import { actingScopeOf } from '../../../session/acting-scope.ts';

export const Route = createFileRoute('/app/orders/')({
  validateSearch: parseOrderListSearch,
  loaderDeps: ({ search }) => ({ statuses: statusesOf(search.show) }),
  // The list call leaves as the route matches, while the screen's code is still coming.
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(
      openingOrderListQuery(actingScopeOf(context.start), undefined, deps.statuses),
    ),
  component: function OrdersRoute() {
    const statuses = statusesOf(Route.useSearch().show);
    return (
      <OrderListScreen
        key={statuses.join(',')}
        initialStatuses={statuses}
        tabs="orders"
        newOrder={{ label: msg`New order`, to: '/app/orders/new' }}
        draftPath={(order) =>
          order.transactionTypeId === 'TO' ? `/app/orders/${order.id}` : `/app/dispatch/${order.id}`
        }
      />
    );
  },
});
