import { maxAttachmentBytes, maxAttachmentsPerComment } from '../comments/attachment-rules.ts';

/**
 * The largest request body each kind of call takes, so the client can refuse a payload before it queues
 * it in the outbox instead of learning it from a 413 on replay (research/offline-anchors.md §5).
 */

/** Every JSON call unless its route says otherwise: the server's app-wide bodyLimit. */
export const jsonBodyLimit = 1024 * 1024;

/** Calls that carry signatures as data URLs (pallet receipts, delivery confirmations): set per route. */
export const signatureBodyLimit = 4 * 1024 * 1024;

/**
 * POST orderComment is multipart: the limit is per file and per count (busboy's limits in the server's
 * comment-form.ts), not one body size.
 */
export const commentFormLimit = {
  fileBytes: maxAttachmentBytes,
  files: maxAttachmentsPerComment,
  textBytes: 16 * 1024,
} as const;
