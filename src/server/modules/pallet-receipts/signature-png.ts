import { signatureNotSavedMessage } from '../../../domain/pallet-receipts/pallet-receipt.ts';
import { badRequest } from '../../http/errors.ts';

/** Every PNG file begins with these 8 bytes, then its IHDR chunk (RFC 2083 §3.1, §4.1.1). */
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The bytes of a signature's data URL (the schema has checked it is `data:image/png;base64,…`). */
export function signatureBytes(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/**
 * Refuses a data URL whose bytes are not a PNG ('Could not save signature', spec §8): the receipt view
 * and its PDF would have no signature to show.
 */
export function assertSignaturePng(dataUrl: string): void {
  const bytes = signatureBytes(dataUrl);
  const isPng = bytes.subarray(0, 8).equals(pngSignature) && bytes.toString('latin1', 12, 16) === 'IHDR';
  if (!isPng) {
    const field = 'signature.image';
    throw badRequest(`${field}: ${signatureNotSavedMessage}`, {
      issues: [{ field, message: signatureNotSavedMessage }],
    });
  }
}
