import type { Kysely } from 'kysely';
import type { MessageImageContentType } from '../../../domain/messages/message-image.ts';
import { messageImageSrc } from '../../../domain/messages/message-image.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

export interface MessageImageFile {
  contentType: MessageImageContentType;
  content: Buffer;
}

/** POST messageImage: stores a checked picture in the market; answers the address a text shows it from. */
export async function saveMessageImage(db: Kysely<DB>, session: Session, image: MessageImageFile) {
  const row = await db
    .insertInto('messageImages')
    .values({
      marketId: session.marketId,
      content: image.content,
      contentType: image.contentType,
      sizeBytes: image.content.length,
      createdBy: session.loginUser.id,
    })
    .returning('key')
    .executeTakeFirstOrThrow();
  return { key: row.key, src: messageImageSrc(session.marketId, row.key) };
}

/** GET MessageImage: a picture of the market the call is made at; another market's key is not found. */
export async function findMessageImage(db: Kysely<DB>, marketId: string, key: string) {
  const image = await db
    .selectFrom('messageImages')
    .select(['content', 'contentType'])
    .where('key', '=', key)
    .where('marketId', '=', marketId)
    .executeTakeFirst();
  if (!image) throw notFound('Picture not found');
  return { contentType: image.contentType, content: Buffer.from(image.content) };
}
