import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ReceptionOrder } from '../../../features/orders/dock/reception/reception-order.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

export const Route = createFileRoute('/app/reception/$orderId')({
  component: function ReceptionRoute() {
    const { orderId } = Route.useParams();
    const id = Number(orderId);
    return (
      <ScreenFrame title={msg`Reception`}>
        <ReceptionOrder orderId={Number.isSafeInteger(id) && id > 0 ? id : 0} />
      </ScreenFrame>
    );
  },
});
