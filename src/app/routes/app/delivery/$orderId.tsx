import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { GoodsDeliveryForm } from '../../../features/orders/dock/arrivals/goods-delivery-form.tsx';
import { ExpeditionOrder } from '../../../features/orders/dock/expedition/expedition-order.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';
import { pathIdOf } from '../../../../domain/shared/id.ts';

/** /app/delivery/new delivers pallets now; /app/delivery/{id} picks and sends an ordered delivery. */
export const Route = createFileRoute('/app/delivery/$orderId')({
  component: function DeliveryRoute() {
    const { orderId } = Route.useParams();
    if (orderId === 'new') {
      return (
        <ScreenFrame title={msg`New goods delivery`} tabs="delivery">
          <GoodsDeliveryForm />
        </ScreenFrame>
      );
    }
    return (
      <ScreenFrame tabs="delivery">
        <ExpeditionOrder orderId={pathIdOf(orderId)} />
      </ScreenFrame>
    );
  },
});
