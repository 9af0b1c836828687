import type { PalletReceipt, PalletReceiptVariant } from '../../../domain/pallet-receipts/pallet-receipt.ts';
import type { Signature } from '../../../domain/pallet-receipts/signature.ts';
import type { AvailableProduct } from '../../../domain/products/available-products.ts';
import { productKey } from '../../../domain/products/product-key.ts';
import type { PalletReceiptPayload } from '../../offline/outbox-kinds.ts';
import type { ReceiptLocation } from './api.ts';

/** A receipt as the sheet shows it: the server's, or the device's copy before it is sent (no number yet). */
export interface ReceiptShown {
  receiptNo: string | null;
  variant: PalletReceiptVariant;
  locationName: string;
  locationNo: string | null;
  customerName: string | null;
  lines: {
    key: string;
    productName: string;
    treatmentName: string;
    qualityName: string;
    inbound: number;
    outbound: number;
    counted: number | null;
    balanceAtCount: number | null;
  }[];
  signerName: string;
  signerRole: Signature['signerRole'];
  signature: string;
  note: string | null;
  registeredByName: string | null;
  registeredAt: string;
}

export const shownFromServer = (receipt: PalletReceipt): ReceiptShown => ({
  ...receipt,
  lines: receipt.lines.map((line) => ({ ...line, key: productKey(line) })),
});

/**
 * The device's copy: names from the products and locations this device keeps, the ids where it
 * keeps none (the server fills them in once the receipt is sent).
 */
export function shownFromDevice(
  payload: PalletReceiptPayload,
  createdAt: number,
  products: readonly AvailableProduct[],
  location: ReceiptLocation | undefined,
): ReceiptShown {
  const byKey = new Map(products.map((product) => [productKey(product), product]));
  return {
    receiptNo: null,
    variant: payload.variant,
    locationName: location?.name ?? String(payload.locationId),
    locationNo: location?.number ?? null,
    customerName: null,
    lines: payload.lines.map((line) => {
      const key = productKey(line);
      const product = byKey.get(key);
      return {
        ...line,
        key,
        productName: product?.productName ?? line.productId,
        treatmentName: product?.treatmentName ?? line.treatmentId,
        qualityName: product?.qualityName ?? line.qualityId,
        balanceAtCount: null,
      };
    }),
    signerName: payload.signature.signerName,
    signerRole: payload.signature.signerRole,
    signature: payload.signature.image,
    note: payload.note,
    registeredByName: null,
    registeredAt: new Date(createdAt).toISOString(),
  };
}
