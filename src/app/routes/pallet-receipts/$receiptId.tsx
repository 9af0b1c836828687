import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ReceiptLinks } from '../../features/pallet-receipts/receipt-links.tsx';
import { ReceiptView } from '../../features/pallet-receipts/receipt-view.tsx';
import { ScreenFrame } from '../../shell/screen-frame.tsx';

function PalletReceiptScreen() {
  const { receiptId } = Route.useParams();
  return (
    <ScreenFrame title={msg`Pallet receipt`}>
      <ReceiptLinks variant="plain" />
      <ReceiptView variant="plain" receiptParam={receiptId} />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/pallet-receipts/$receiptId')({ component: PalletReceiptScreen });
