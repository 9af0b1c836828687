import { msg } from '@lingui/core/macro';
import { errorCodeLabels } from '../../api/error-labels.ts';

/**
 * The spec's messages of pallet receipts (§5, §8) that the screens say themselves; the server's
 * refusals go through api-error-text.ts, with the same messages.
 */
export const locationRequiredText = errorCodeLabels.ReceiptLocationRequired;
export const noProductsText = errorCodeLabels.NoProducts;
export const receiptDeletedText = msg`Pallet receipt deleted`;
export const signatureNotSavedText = errorCodeLabels.SignatureNotSaved;
