import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { UploadedFile } from '../../http/attachment-form.ts';

/** A ticket's or a reply's files, already checked by content (support-form.ts), in the caller's transaction. */
export async function storeAttachments(
  db: Kysely<DB>,
  ticketId: number,
  replyId: number | null,
  userId: number,
  files: readonly UploadedFile[],
): Promise<void> {
  if (files.length === 0) return;
  await db
    .insertInto('supportAttachments')
    .values(
      files.map((file) => ({
        ticketId,
        replyId,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.content.length,
        content: file.content,
        createdBy: userId,
      })),
    )
    .execute();
}
