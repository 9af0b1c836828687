import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderListScreen } from '../../../../src/app/features/orders/order-list-screen.tsx';
import type { StartBundle } from '../../../../src/domain/session/session-status.ts';
import { renderWithProviders } from '../../../helpers/render-with-providers.tsx';
import { stubApi } from '../../ui/api-stub.ts';
import { makeOrder } from './make-order.ts';

const start = { status: { customer: { id: 10 }, location: { id: 200 } } } as unknown as StartBundle;

const OrdersScreen = () => <OrderListScreen title={{ id: 'orders', message: 'Orders' }} tabs="orders" />;

/** The page under a stand-in `/app` route that gives the start bundle, as the real layout route does. */
function renderPage() {
  const root = createRootRoute();
  const app = createRoute({ getParentRoute: () => root, path: 'app', beforeLoad: () => ({ start }) });
  const orders = createRoute({ getParentRoute: () => app, path: 'orders', component: OrdersScreen });
  const order = createRoute({ getParentRoute: () => app, path: 'orders/$orderId', component: () => null });
  const router = createRouter({
    routeTree: root.addChildren([app.addChildren([orders, order])]),
    history: createMemoryHistory({ initialEntries: ['/app/orders'] }),
  });
  renderWithProviders(
    <>
      <Notifications />
      <RouterProvider router={router as never} />
    </>,
  );
  return router;
}

describe('the order list page (spec §2, §7, §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the current location’s orders and opens one by the routing rule', async () => {
    const user = userEvent.setup();
    const { urlsOf } = stubApi({
      orders: { items: [makeOrder({ id: 5, transactionStatusId: 0, transactionTypeId: 'TO' })], total: 1 },
    });
    const router = renderPage();
    expect(await screen.findByText('Showing 1 of 1 orders')).toBeInTheDocument();
    expect(urlsOf('orders')[0]!.searchParams.get('locationId')).toBe('200');
    expect(screen.getByRole('cell', { name: 'Draft' })).toBeInTheDocument();
    await user.click(screen.getByRole('cell', { name: '1005' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/orders/5'));
  });

  it('sorts through the server when a header is clicked', async () => {
    const user = userEvent.setup();
    const { urlsOf } = stubApi({ orders: { items: [makeOrder()], total: 1 } });
    renderPage();
    await screen.findByText('Showing 1 of 1 orders');
    await user.click(screen.getByRole('button', { name: 'Order no.' }));
    await waitFor(() => expect(urlsOf('orders')).toHaveLength(2));
    expect(urlsOf('orders')[1]!.searchParams.get('orderBy[0].field')).toBe('orderNo');
    expect(urlsOf('orders')[1]!.searchParams.get('orderby[0].descending')).toBe('false');
  });

  it('shows a negative notice with the reason when the list fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":{"message":"Location is closed"}}', { status: 500 })),
    );
    renderPage();
    expect(await screen.findByText('Location is closed', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
