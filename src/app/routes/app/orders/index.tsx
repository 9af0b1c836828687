import { createFileRoute } from '@tanstack/react-router';
import { OrderListPage } from '../../../features/orders/order-list-page.tsx';

export const Route = createFileRoute('/app/orders/')({
  component: OrderListPage,
});
