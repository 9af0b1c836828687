import type { Kysely } from 'kysely';
import type { MessageQuery } from '../../../domain/messages/message-query.ts';
import type { MessageDetail, MessageSummary } from '../../../domain/messages/message-read.ts';
import { readableMessageTypes } from '../../../domain/messages/published-message.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { plainTextOf, sanitizeMessageHtml } from './message-html.ts';
import { readerOf, shownMessages, type ShownMessageRow } from './queries.ts';

const summaryOf = ({ createdAt: _createdAt, text, ...row }: ShownMessageRow): MessageSummary => ({
  ...row,
  text: plainTextOf(text),
});
// Sanitized on save already; sanitized again on the way out, so no stored text reaches a page unchecked.
const detailOf = (row: ShownMessageRow): MessageDetail => ({
  ...summaryOf(row),
  html: sanitizeMessageHtml(row.text),
});

const readerOfSession = (db: Kysely<DB>, session: Session) =>
  readerOf(db, session.actingUser.id, session.locationId);

/**
 * GET Messages (spec §7, issue 19 item 3): the texts of a type in a language that the caller is shown,
 * newest first, each with its plain text and the acting user's read state. Login welcome messages are
 * read without a session. A language without texts falls back to the market's own language.
 */
export async function listMessages(
  db: Kysely<DB>,
  marketId: string,
  session: Session | null,
  query: MessageQuery,
): Promise<MessageSummary[]> {
  const market = await db
    .selectFrom('markets')
    .select('defaultLanguage')
    .where('id', '=', marketId)
    .executeTakeFirstOrThrow();
  const reader = session ? await readerOfSession(db, session) : null;
  const find = (language: string) => {
    let select = shownMessages(db, marketId, reader)
      .where('messages.type', '=', query.type)
      .where('messages.language', '=', language)
      .orderBy('messages.date', 'desc')
      .orderBy('messages.id', 'desc')
      .limit(50);
    if (query.taskId) select = select.where('messages.taskId', '=', query.taskId);
    return select.execute();
  };
  const rows = await find(query.language ?? market.defaultLanguage);
  const found = rows.length > 0 || !query.language ? rows : await find(market.defaultLanguage);
  return found.map(summaryOf);
}

/** GET Message: one text the caller is shown, with its HTML; any other id is not found. */
export async function readMessage(db: Kysely<DB>, session: Session, id: number): Promise<MessageDetail> {
  const reader = await readerOfSession(db, session);
  const row = await shownMessages(db, session.marketId, reader)
    .where('messages.id', '=', id)
    .where('messages.type', 'in', readableMessageTypes)
    .executeTakeFirst();
  if (!row) throw notFound('Message not found');
  return detailOf(row);
}

/**
 * POST messageRead: the acting user has read the text. An admin acting as someone else does not read
 * for them (spec §4, as alerts).
 */
export async function markMessageRead(db: Kysely<DB>, session: Session, messageId: number) {
  if (session.isImpersonating) throw forbidden('Messages are marked read by their own user');
  const message = await readMessage(db, session, messageId);
  await db
    .insertInto('messageReads')
    .values({ messageId, userId: session.actingUser.id })
    .onConflict((conflict) => conflict.columns(['messageId', 'userId']).doNothing())
    .execute();
  return { ...message, read: true };
}

/**
 * GET MustReadMessages (spec §4): the must-read texts in the reader's language that the acting user is
 * shown and has not read, oldest first. A publisher writes a must-read text once per language; where the
 * reader's language has none, the market's own language's are theirs (as GET Messages falls back).
 */
export async function listUnreadMustRead(
  db: Kysely<DB>,
  session: Session,
  language: string,
): Promise<MessageDetail[]> {
  const reader = await readerOfSession(db, session);
  const marketLanguage = db
    .selectFrom('markets')
    .select('defaultLanguage')
    .where('id', '=', session.marketId);
  // One query for both languages, read ones included: whether the reader's language has any decides.
  const rows = await shownMessages(db, session.marketId, reader)
    .where('messages.type', 'in', readableMessageTypes)
    .where('messages.mustRead', '=', true)
    .where((eb) =>
      eb.or([eb('messages.language', '=', language), eb('messages.language', '=', marketLanguage)]),
    )
    .orderBy('messages.date')
    .orderBy('messages.id')
    .limit(100)
    .execute();
  const hasOwn = rows.some((row) => row.language === language);
  const unread = rows.filter((row) => !row.read && (!hasOwn || row.language === language));
  return unread.slice(0, 20).map(detailOf);
}
