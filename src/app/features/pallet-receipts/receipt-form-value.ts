import type { PalletReceiptVariant, ReceiptLine } from '../../../domain/pallet-receipts/pallet-receipt.ts';
import { palletReceiptSchema } from '../../../domain/pallet-receipts/pallet-receipt.ts';
import type { Signature } from '../../../domain/pallet-receipts/signature.ts';
import { productKey, type ProductChoiceIds } from '../../../domain/products/product-key.ts';
import type { PalletReceiptPayload } from '../../offline/outbox-kinds.ts';

/** What the counter entered for one product choice; `counted` is null until touched. */
export interface LineCount {
  inbound: number;
  outbound: number;
  counted: number | null;
}

export interface ReceiptFormValue {
  locationId: number | null;
  /** By product key (product-key.ts). */
  counts: Record<string, LineCount>;
  signerName: string;
  signerRole: Signature['signerRole'];
  /** The drawn signature as a PNG data URL; null until something is drawn. */
  signature: string | null;
  note: string;
}

export const emptyLineCount: LineCount = { inbound: 0, outbound: 0, counted: null };

export const emptyReceiptForm = (locationId: number | null): ReceiptFormValue => ({
  locationId,
  counts: {},
  signerName: '',
  signerRole: 'driver',
  signature: null,
  note: '',
});

/** The lines a receipt sends: plain, what moved in or out; inventory, what was counted. */
export function receiptLines(
  form: ReceiptFormValue,
  variant: PalletReceiptVariant,
  products: readonly ProductChoiceIds[],
): ReceiptLine[] {
  return products.flatMap((product): ReceiptLine[] => {
    const count = form.counts[productKey(product)] ?? emptyLineCount;
    const ids = {
      productId: product.productId,
      treatmentId: product.treatmentId,
      qualityId: product.qualityId,
    };
    if (variant === 'inventory') {
      return count.counted === null ? [] : [{ ...ids, inbound: 0, outbound: 0, counted: count.counted }];
    }
    return count.inbound > 0 || count.outbound > 0
      ? [{ ...ids, inbound: count.inbound, outbound: count.outbound, counted: null }]
      : [];
  });
}

export type ReceiptProblem = 'location' | 'noProducts' | 'lines' | 'signerName' | 'signature';

/** What keeps the form from being saved, in the order the screen shows it. */
export function receiptProblems(
  form: ReceiptFormValue,
  variant: PalletReceiptVariant,
  products: readonly ProductChoiceIds[] | undefined,
): Set<ReceiptProblem> {
  const problems = new Set<ReceiptProblem>();
  if (form.locationId === null) problems.add('location');
  else if (products !== undefined && products.length === 0) problems.add('noProducts');
  if (receiptLines(form, variant, products ?? []).length === 0) problems.add('lines');
  if (form.signerName.trim() === '') problems.add('signerName');
  if (form.signature === null) problems.add('signature');
  return problems;
}

/** The outbox payload of a complete form, checked with the server's own schema. */
export function receiptPayload(
  form: ReceiptFormValue,
  variant: PalletReceiptVariant,
  products: readonly ProductChoiceIds[],
  localId: string,
): PalletReceiptPayload {
  const receipt = palletReceiptSchema.parse({
    variant,
    locationId: form.locationId,
    lines: receiptLines(form, variant, products),
    signature: { signerName: form.signerName, signerRole: form.signerRole, image: form.signature },
    note: form.note,
  });
  return { ...receipt, localId };
}
