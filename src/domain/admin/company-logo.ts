/**
 * What a company logo may be (spec §3 Company, §5: 'Please select an image file'; issue 17 item 1). The
 * type is decided by the first bytes, never by the name or the type the client claims. The app resizes
 * the picture before it sends it, so the server's limit is only a guard.
 */
export const logoTypes = {
  png: { contentType: 'image/png', magic: [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]] },
  jpeg: { contentType: 'image/jpeg', magic: [[0, [0xff, 0xd8, 0xff]]] },
  // RIFF....WEBP: bytes 4–7 are the chunk size.
  webp: {
    contentType: 'image/webp',
    magic: [
      [0, [0x52, 0x49, 0x46, 0x46]],
      [8, [0x57, 0x45, 0x42, 0x50]],
    ],
  },
} as const satisfies Record<string, { contentType: string; magic: readonly (readonly [number, number[]])[] }>;
export type LogoType = keyof typeof logoTypes;
export type LogoContentType = (typeof logoTypes)[LogoType]['contentType'];

export const maxLogoBytes = 1024 * 1024;
/** The long side of a logo after the app has resized it. */
export const maxLogoEdgePx = 512;
/** The form field that carries the file of POST companyLogo. */
export const logoFieldName = 'logo';

export const logoNotImageMessage = 'Please select an image file';
export const logoTooLargeMessage = 'A logo can be at most 1 MB';
export const logoNotDeletedMessage = 'Could not delete logo';

const hasBytesAt = (bytes: Uint8Array, offset: number, expected: readonly number[]) =>
  bytes.length >= offset + expected.length && expected.every((byte, index) => bytes[offset + index] === byte);

/** The content type the bytes show, or null for anything that is not PNG, JPEG or WebP. */
export function logoContentTypeOf(bytes: Uint8Array): LogoContentType | null {
  const types = Object.values(logoTypes);
  const found = types.find((type) => type.magic.every(([offset, magic]) => hasBytesAt(bytes, offset, magic)));
  return found?.contentType ?? null;
}
