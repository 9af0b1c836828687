import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ReceiptForm } from '../../features/pallet-receipts/receipt-form.tsx';
import { ReceiptLinks } from '../../features/pallet-receipts/receipt-links.tsx';
import { ScreenFrame } from '../../shell/screen-frame.tsx';

export const Route = createFileRoute('/pallet-receipts/')({
  component: () => (
    <ScreenFrame title={msg`Pallet receipts`}>
      <ReceiptLinks variant="plain" />
      <ReceiptForm variant="plain" />
    </ScreenFrame>
  ),
});
