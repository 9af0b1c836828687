import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrderDetail } from '../../../features/orders/detail/order-detail.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

export const Route = createFileRoute('/app/delivery/$orderId')({
  component: DeliveryOrder,
});

function DeliveryOrder() {
  const { orderId } = Route.useParams();
  return (
    <ScreenFrame title={msg`Goods delivery`} tabs="delivery">
      <OrderDetail orderId={Number(orderId)} />
    </ScreenFrame>
  );
}
