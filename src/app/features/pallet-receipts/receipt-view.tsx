import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import type { PalletReceiptVariant } from '../../../domain/pallet-receipts/pallet-receipt.ts';
import { DeviceReceipt } from './device-receipt.tsx';
import { parseReceiptParam } from './device-receipt-id.ts';
import { ServerReceipt } from './server-receipt.tsx';

export interface ReceiptViewProps {
  variant: PalletReceiptVariant;
  receiptParam: string;
}

/** `/pallet-receipts/{id}`: a receipt of the server, or one still on this device. */
export function ReceiptView({ variant, receiptParam }: ReceiptViewProps) {
  const ref = parseReceiptParam(receiptParam);
  if (!ref) {
    return (
      <Alert color="gray" role="alert">
        <Trans>Pallet receipt not found</Trans>
      </Alert>
    );
  }
  return ref.kind === 'server' ? (
    <ServerReceipt id={ref.id} />
  ) : (
    <DeviceReceipt variant={variant} localId={ref.localId} />
  );
}
