import { createFileRoute, redirect, useRouteContext } from '@tanstack/react-router';
import { visibleNavItems } from '../../../domain/navigation/main-nav.ts';
import { currentHost } from '../../config/hosts.ts';
import { useKeepCountingOnDevice } from '../../features/counting/use-keep-counting-on-device.ts';
import { useKeepOrdersOnDevice } from '../../features/orders/use-keep-orders-on-device.ts';
import { requireStart } from '../../session/require-start.ts';
import { AppShell } from '../../shell/app-shell.tsx';

/**
 * The shell, and what dock work and counting need kept on the device for when the network drops
 * (issues 5, 6, 7).
 */
function AppLayout() {
  const { start } = useRouteContext({ from: '/app' });
  const { customer, location, loginUser } = start.status;
  const items = visibleNavItems({ tasks: start.tasks, location, isGlobalAdmin: loginUser.isGlobalAdmin });
  const isDock = items.some((item) => item === 'reception' || item === 'expedition' || item === 'delivery');
  useKeepOrdersOnDevice(
    { customerId: customer.id, locationId: location.id },
    { isDock, isMarketWide: loginUser.isProvider || loginUser.isGlobalAdmin },
  );
  useKeepCountingOnDevice();
  return <AppShell />;
}

export const Route = createFileRoute('/app')({
  beforeLoad: async ({ context, location }) => {
    // Pallet-receipt hosts send every /app path to their variant (spec §2).
    if (currentHost.palletReceipts === 'inventory') throw redirect({ to: '/pallet-receipts-inv' });
    if (currentHost.palletReceipts === 'plain') throw redirect({ to: '/pallet-receipts' });
    return { start: await requireStart(context.queryClient, location.href) };
  },
  component: AppLayout,
});
