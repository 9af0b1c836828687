/**
 * A picture in a published text (issue 19 item 5): PNG, JPEG, WebP or GIF, decided by its first bytes,
 * never by its name or the type the client claims.
 */
const imageTypes = [
  { contentType: 'image/png', magic: [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]] },
  { contentType: 'image/jpeg', magic: [[0, [0xff, 0xd8, 0xff]]] },
  { contentType: 'image/gif', magic: [[0, [0x47, 0x49, 0x46, 0x38]]] },
  // RIFF....WEBP: bytes 4–7 are the chunk size.
  {
    contentType: 'image/webp',
    magic: [
      [0, [0x52, 0x49, 0x46, 0x46]],
      [8, [0x57, 0x45, 0x42, 0x50]],
    ],
  },
] as const satisfies readonly { contentType: string; magic: readonly (readonly [number, number[]])[] }[];

export type MessageImageContentType = (typeof imageTypes)[number]['contentType'];

export const maxMessageImageBytes = 2 * 1024 * 1024;
/** The form field that carries the file of POST messageImage. */
export const messageImageFieldName = 'image';
export const messageImageNotImageMessage = 'Please select an image file (PNG, JPEG, WebP or GIF)';
export const messageImageTooLargeMessage = 'A picture can be at most 2 MB';

const hasBytesAt = (bytes: Uint8Array, offset: number, expected: readonly number[]) =>
  bytes.length >= offset + expected.length && expected.every((byte, index) => bytes[offset + index] === byte);

/** The content type the bytes show, or null for anything else. */
export function messageImageContentTypeOf(bytes: Uint8Array): MessageImageContentType | null {
  const found = imageTypes.find((type) =>
    type.magic.every(([offset, magic]) => hasBytesAt(bytes, offset, magic)),
  );
  return found?.contentType ?? null;
}

const keyPattern = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const messageImageKeyRegex = new RegExp(`^${keyPattern}$`);

/** The address a stored picture is shown from: the market's API, GET MessageImage with its key. */
export const messageImageSrc = (market: string, key: string) => `/api/${market}/MessageImage?key=${key}`;

/** Only pictures stored by POST messageImage may appear in a text: no outside address, no tracking pixel. */
export const messageImageSrcRegex = new RegExp(`^/api/[a-z-]{2,20}/MessageImage\\?key=${keyPattern}$`);
