import { createFileRoute } from '@tanstack/react-router';
import { useKeepReceiptsOnDevice } from '../../features/pallet-receipts/use-keep-receipts-on-device.ts';
import { requireStart } from '../../session/require-start.ts';
import { ReceiptFrame } from '../../shell/receipt-frame.tsx';

function ReceiptLayout() {
  useKeepReceiptsOnDevice('inventory');
  return <ReceiptFrame />;
}

export const Route = createFileRoute('/pallet-receipts-inv')({
  beforeLoad: async ({ context, location }) => ({
    start: await requireStart(context.queryClient, location.href),
  }),
  component: ReceiptLayout,
});
