import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ReceptionOrder } from '../../../features/orders/dock/reception/reception-order.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';
import { pathIdOf } from '../../../../domain/shared/id.ts';

export const Route = createFileRoute('/app/reception/$orderId')({
  component: function ReceptionRoute() {
    const { orderId } = Route.useParams();
    return (
      <ScreenFrame title={msg`Reception`}>
        <ReceptionOrder orderId={pathIdOf(orderId)} />
      </ScreenFrame>
    );
  },
});
