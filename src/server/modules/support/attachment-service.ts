import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { selectVisibleAttachment } from './queries.ts';
import type { SupportActor } from './support-actor.ts';

/** GET supportAttachment: the stored file, only when its ticket is visible to the actor (else 404). */
export async function findSupportAttachment(db: Kysely<DB>, actor: SupportActor, id: number) {
  const file = await selectVisibleAttachment(db, actor, id);
  if (!file) throw notFound('Attachment not found');
  const { content } = file;
  return { ...file, content: Buffer.from(content.buffer, content.byteOffset, content.byteLength) };
}
