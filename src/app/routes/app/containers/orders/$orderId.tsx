import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { pathIdOf } from '../../../../../domain/shared/id.ts';
import { ContainerOrderScreen } from '../../../../features/container-orders/components/container-order-screen.tsx';
import { ScreenFrame } from '../../../../shell/screen-frame.tsx';

function ContainerOrderPage() {
  const { orderId } = Route.useParams();
  const id = pathIdOf(orderId);
  return (
    <ScreenFrame title={msg`Container order`} tabs="containers">
      {id > 0 ? (
        <ContainerOrderScreen key={id} id={id} />
      ) : (
        <Text>
          <Trans>There is no such container order.</Trans>
        </Text>
      )}
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/containers/orders/$orderId')({ component: ContainerOrderPage });
