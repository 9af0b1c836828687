import { createFileRoute, redirect, useRouteContext } from '@tanstack/react-router';
import { currentHost } from '../../config/hosts.ts';
import { useKeepOrdersOnDevice } from '../../features/orders/use-keep-orders-on-device.ts';
import { requireStart } from '../../session/require-start.ts';
import { AppShell } from '../../shell/app-shell.tsx';

/** The shell, and what dock work needs kept on the device for when the network drops (issue 5). */
function AppLayout() {
  const { start } = useRouteContext({ from: '/app' });
  useKeepOrdersOnDevice({ customerId: start.status.customer.id, locationId: start.status.location.id });
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
