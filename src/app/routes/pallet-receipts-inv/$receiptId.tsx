import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ReceiptLinks } from '../../features/pallet-receipts/receipt-links.tsx';
import { ReceiptView } from '../../features/pallet-receipts/receipt-view.tsx';
import { ScreenFrame } from '../../shell/screen-frame.tsx';

function InventoryReceiptScreen() {
  const { receiptId } = Route.useParams();
  return (
    <ScreenFrame title={msg`Pallet receipt (inventory)`}>
      <ReceiptLinks variant="inventory" />
      <ReceiptView variant="inventory" receiptParam={receiptId} />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/pallet-receipts-inv/$receiptId')({
  component: InventoryReceiptScreen,
});
