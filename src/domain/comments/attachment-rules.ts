/**
 * What may be attached to an order comment (spec §5, §9: PDF, JPG and PNG only; issue 4 item 6: a size
 * limit). A file's type is decided by its first bytes, never by its name or the type the client claims:
 * a renamed program stays a program. GIF is in the file picker's default list but not allowed here.
 */
export const attachmentTypes = {
  pdf: { contentType: 'application/pdf', extensions: ['.pdf'], magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  jpg: { contentType: 'image/jpeg', extensions: ['.jpg', '.jpeg'], magic: [0xff, 0xd8, 0xff] },
  png: {
    contentType: 'image/png',
    extensions: ['.png'],
    magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
} as const satisfies Record<string, { contentType: string; extensions: readonly string[]; magic: number[] }>;
export type AttachmentType = keyof typeof attachmentTypes;
export type AttachmentContentType = (typeof attachmentTypes)[AttachmentType]['contentType'];

/** 10 MB per file: a scanned delivery note or a phone photo, not a video. */
export const maxAttachmentBytes = 10 * 1024 * 1024;
export const maxAttachmentsPerComment = 5;

/** The `accept` list of the comment's file picker. */
export const attachmentAccept = Object.values(attachmentTypes)
  .flatMap((type) => [type.contentType, ...type.extensions])
  .join(',');

export const attachmentRefusedMessage = 'Only PDF, JPG and PNG files can be attached';
export const attachmentTooLargeMessage = 'A file can be at most 10 MB';

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

/** The type the content shows, or null for anything that is not PDF, JPG or PNG. */
export function attachmentTypeOf(bytes: Uint8Array): AttachmentType | null {
  const types = Object.keys(attachmentTypes) as AttachmentType[];
  return types.find((type) => startsWith(bytes, attachmentTypes[type].magic)) ?? null;
}
