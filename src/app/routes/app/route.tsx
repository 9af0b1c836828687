import { createFileRoute, redirect, useRouteContext } from '@tanstack/react-router';
import { currentHost } from '../../config/hosts.ts';
import { requireStart } from '../../session/require-start.ts';
import { AppShell } from '../../shell/app-shell.tsx';
import { useDeviceWarmUp } from '../../warm-up/use-device-warm-up.ts';

/**
 * The shell, and what the session's screens need kept on the device for when the network drops
 * (issues 5, 6, 7; issue 15 item 1).
 */
function AppLayout() {
  const { start } = useRouteContext({ from: '/app' });
  useDeviceWarmUp(start, { isReceiptScreen: false });
  return <AppShell />;
}

export const Route = createFileRoute('/app')({
  beforeLoad: async ({ context, location }) => {
    // Pallet-receipt hosts send every /app path to their variant (spec §2).
    if (currentHost.palletReceipts === 'inventory') throw redirect({ to: '/pallet-receipts-inv' });
    if (currentHost.palletReceipts === 'plain') throw redirect({ to: '/pallet-receipts' });
    // The screen's code comes while the session is checked, not after (preload-screen-code.ts).
    context.preloadCode(location.href);
    return { start: await requireStart(context.queryClient, location.href) };
  },
  component: AppLayout,
});
