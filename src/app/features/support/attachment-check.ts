import { attachmentTypeOf, maxAttachmentBytes } from '../../../domain/comments/attachment-rules.ts';

export type AttachmentProblem = 'tooLarge' | 'notAllowed';

/**
 * The server's own check, made before sending (spec §8): at most 10 MB, and PDF, JPG or PNG by the
 * first bytes, whatever the file's name says, so a refused file never leaves the device.
 */
export async function attachmentProblemOf(file: Blob): Promise<AttachmentProblem | null> {
  if (file.size > maxAttachmentBytes) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return attachmentTypeOf(head) ? null : 'notAllowed';
}
