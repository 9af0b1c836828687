import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  commentSaveFailedMessage,
  type OrderComment,
  type OrderCommentInput,
} from '../../../domain/comments/order-comment.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError, notFound, unexpectedErrorMessage } from '../../http/errors.ts';
import { assertOrderWritable } from '../orders/order-access.ts';
import type { UploadedFile } from '../../http/attachment-form.ts';
import { assertOrderVisible, selectAttachments, selectComments, selectVisibleAttachment } from './queries.ts';

type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

async function withAttachments(db: Kysely<DB>, comments: CommentRow[]): Promise<OrderComment[]> {
  const attachments = await selectAttachments(
    db,
    comments.map((comment) => comment.id),
  );
  return comments.map((comment) => ({
    ...comment,
    createdAt: comment.createdAt.toISOString(),
    attachments: attachments
      .filter((attachment) => attachment.commentId === comment.id)
      .map(({ commentId: _commentId, ...attachment }) => attachment),
  }));
}

/** GET orderComments: the comments of an order the session may see, oldest first (spec §3). */
export async function listComments(db: Kysely<DB>, session: Session, orderId: number) {
  await assertOrderVisible(db, session, orderId);
  return withAttachments(db, await selectComments(db, orderId));
}

/**
 * POST orderComment: the comment and its files in one transaction, by the acting user, on an order the
 * session may change (404 unseen, 403 seen only); the files were checked by content before
 * (comment-form.ts). Answers the saved comment.
 */
export async function saveComment(
  db: Kysely<DB>,
  session: Session,
  input: OrderCommentInput,
  files: readonly UploadedFile[],
): Promise<OrderComment> {
  return inTransaction(db, async (trx) => {
    await assertOrderWritable(trx, session, input.orderId);
    const { id } = await trx
      .insertInto('orderComments')
      .values({ transactionId: input.orderId, authorId: session.actingUser.id, text: input.text })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (files.length > 0) {
      await trx
        .insertInto('orderCommentAttachments')
        .values(
          files.map((file) => ({
            commentId: id,
            fileName: file.fileName,
            contentType: file.contentType,
            sizeBytes: file.content.length,
            content: file.content,
          })),
        )
        .execute();
    }
    const [comment] = await withAttachments(trx, await selectComments(trx, input.orderId, [id]));
    if (!comment) throw new Error(`comment ${id} vanished in its own transaction`);
    return comment;
  });
}

/** Spec §8: a refused comment answers 'Could not save comment' with the reason; nothing was stored. */
export function commentNotSaved(error: unknown, log: FastifyBaseLogger): HttpError {
  if (error instanceof HttpError) {
    const { statusCode, message, type, data } = error;
    return new HttpError(statusCode, `${commentSaveFailedMessage}: ${message}`, type, data);
  }
  log.error({ err: error }, 'comment not saved');
  return new HttpError(500, `${commentSaveFailedMessage}: ${unexpectedErrorMessage}`, 'ServerError');
}

/** GET orderAttachment: the stored file, only when its order is visible to the session. */
export async function findAttachment(db: Kysely<DB>, session: Session, id: number) {
  const file = await selectVisibleAttachment(db, session, id);
  if (!file) throw notFound('Attachment not found');
  const { content } = file;
  return { ...file, content: Buffer.from(content.buffer, content.byteOffset, content.byteLength) };
}
