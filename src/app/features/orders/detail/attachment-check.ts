import { attachmentTypeOf, maxAttachmentBytes } from '../../../../domain/comments/attachment-rules.ts';

export type AttachmentProblem = 'tooLarge' | 'notAllowed';

/**
 * The server's own check, made before sending (issue 4 item 6): at most 10 MB, and PDF, JPG or PNG by
 * the first bytes, whatever the file's name says. A renamed program is refused here, not after upload.
 */
export async function attachmentProblemOf(file: Blob): Promise<AttachmentProblem | null> {
  if (file.size > maxAttachmentBytes) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return attachmentTypeOf(head) ? null : 'notAllowed';
}
