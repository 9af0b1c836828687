import type { Kysely } from 'kysely';
import type {
  MessageVisibility,
  PublishedMessage,
  PublishedMessageInput,
} from '../../../domain/messages/published-message.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { sanitizeMessageHtml } from '../messages/message-html.ts';
import { publishedMessageOf, publishedMessages } from './queries.ts';

export const messageChangedMessage = 'The text was changed by someone else; the newest version is shown';

/** GET PublishedMessages: the market's texts, newest first (issue 19 item 5). */
export async function listPublishedMessages(
  db: Kysely<DB>,
  session: Session,
  filter: { type?: PublishedMessage['type']; language?: string },
): Promise<PublishedMessage[]> {
  let query = publishedMessages(db, session.marketId);
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.language) query = query.where('language', '=', filter.language);
  const rows = await query.orderBy('date', 'desc').orderBy('id', 'desc').limit(500).execute();
  return rows.map(publishedMessageOf);
}

export async function readPublishedMessage(db: Kysely<DB>, session: Session, id: number) {
  const row = await publishedMessages(db, session.marketId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Message not found');
  return publishedMessageOf(row);
}

/** A write based on an older version is a 409 carrying the current text. */
async function checkVersion(trx: Kysely<DB>, session: Session, id: number, version: number) {
  const current = await readPublishedMessage(trx, session, id);
  if (current.version !== version)
    throw new HttpError(409, messageChangedMessage, 'VersionConflict', current);
  return current;
}

/**
 * POST publishedMessage: a new text (a draft) or an edit of one at the version it was read. The HTML is
 * sanitized here, on the server, whatever the editor sent (ARCHITECTURE.md 'rich text').
 */
export function savePublishedMessage(db: Kysely<DB>, session: Session, input: PublishedMessageInput) {
  const { id, version, html, area, ...fields } = input;
  const stored = {
    ...fields,
    area,
    // The web task is the area (spec §7 GET Messages' taskId).
    taskId: area,
    text: sanitizeMessageHtml(html),
    updatedBy: session.loginUser.id,
  };
  return inTransaction(db, async (trx) => {
    if (id === undefined || version === undefined) {
      const created = await trx
        .insertInto('messages')
        .values({ ...stored, marketId: session.marketId, visibility: 'Draft' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return readPublishedMessage(trx, session, created.id);
    }
    await checkVersion(trx, session, id, version);
    await trx
      .updateTable('messages')
      .set((eb) => ({ ...stored, updatedAt: new Date(), version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();
    return readPublishedMessage(trx, session, id);
  });
}

/**
 * POST publishedMessagePublish and publishedMessageWithdraw. Publishing again a must-read text clears
 * who read it, so a corrected must-read text blocks its readers once more (spec §4).
 */
export function setVisibility(
  db: Kysely<DB>,
  session: Session,
  target: { id: number; version: number },
  visibility: Exclude<MessageVisibility, 'Draft'>,
) {
  return inTransaction(db, async (trx) => {
    const current = await checkVersion(trx, session, target.id, target.version);
    await trx
      .updateTable('messages')
      .set((eb) => ({
        visibility,
        updatedAt: new Date(),
        updatedBy: session.loginUser.id,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', target.id)
      .execute();
    if (visibility === 'Published' && current.mustRead && current.visibility !== 'Published') {
      await trx.deleteFrom('messageReads').where('messageId', '=', target.id).execute();
    }
    return readPublishedMessage(trx, session, target.id);
  });
}
