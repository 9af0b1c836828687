import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { PalletReceiptVariant } from '../../../domain/pallet-receipts/pallet-receipt.ts';
import { receiptLogPath, receiptVariantPaths } from './receipt-variant.ts';

export interface ReceiptLinksProps {
  variant: PalletReceiptVariant;
}

/** Between the receipt screens: a new receipt of the variant, and the log. */
export function ReceiptLinks({ variant }: ReceiptLinksProps) {
  return (
    <Group gap="sm">
      <Button component={Link} to={receiptVariantPaths[variant]} variant="default" mih={44}>
        <Trans>New receipt</Trans>
      </Button>
      <Button component={Link} to={receiptLogPath} variant="default" mih={44}>
        <Trans>Log</Trans>
      </Button>
    </Group>
  );
}
