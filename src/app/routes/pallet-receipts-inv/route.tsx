import { createFileRoute } from '@tanstack/react-router';
import { requireStart } from '../../session/require-start.ts';
import { ReceiptFrame } from '../../shell/receipt-frame.tsx';
import { useDeviceWarmUp } from '../../warm-up/use-device-warm-up.ts';

function ReceiptLayout() {
  useDeviceWarmUp(Route.useRouteContext().start, { isReceiptScreen: true });
  return <ReceiptFrame />;
}

export const Route = createFileRoute('/pallet-receipts-inv')({
  beforeLoad: async ({ context, location }) => ({
    start: await requireStart(context.queryClient, location.href),
  }),
  component: ReceiptLayout,
});
