import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PalletReceiptVariant } from '../../../domain/pallet-receipts/pallet-receipt.ts';

/** Where each variant's screens live (spec §2); the log page is one for both. */
export const receiptVariantPaths = {
  plain: '/pallet-receipts',
  inventory: '/pallet-receipts-inv',
} as const satisfies Record<PalletReceiptVariant, string>;

export const receiptLogPath = '/pallet-receipts/log';

export const receiptVariantTitles = {
  plain: msg`Pallet receipts`,
  inventory: msg`Pallet receipts (inventory)`,
} as const satisfies Record<PalletReceiptVariant, MessageDescriptor>;

export const receiptTitles = {
  plain: msg`Pallet receipt`,
  inventory: msg`Pallet receipt (inventory)`,
} as const satisfies Record<PalletReceiptVariant, MessageDescriptor>;

/** The address of one receipt of a variant: a server id, or a device copy (device-receipt-id.ts). */
export const receiptHref = (variant: PalletReceiptVariant, receiptParam: string) =>
  `${receiptVariantPaths[variant]}/${receiptParam}`;
