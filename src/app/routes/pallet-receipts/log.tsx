import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { currentHost } from '../../config/hosts.ts';
import { ReceiptLinks } from '../../features/pallet-receipts/receipt-links.tsx';
import { ReceiptLog } from '../../features/pallet-receipts/receipt-log.tsx';
import { ScreenFrame } from '../../shell/screen-frame.tsx';

export const Route = createFileRoute('/pallet-receipts/log')({
  component: () => (
    <ScreenFrame title={msg`Pallet receipt log`}>
      {/* A marker host makes receipts of its own variant. */}
      <ReceiptLinks variant={currentHost.palletReceipts ?? 'plain'} />
      <ReceiptLog />
    </ScreenFrame>
  ),
});
