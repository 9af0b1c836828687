import { createFileRoute } from '@tanstack/react-router';
import { ExpeditionOrder } from '../../../features/orders/dock/expedition/expedition-order.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';
import { pathIdOf } from '../../../../domain/shared/id.ts';

export const Route = createFileRoute('/app/expedition/$orderId')({
  component: function ExpeditionRoute() {
    const { orderId } = Route.useParams();
    return (
      <ScreenFrame tabs="expedition">
        <ExpeditionOrder orderId={pathIdOf(orderId)} />
      </ScreenFrame>
    );
  },
});
