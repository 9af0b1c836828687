import { sql, type Kysely } from 'kysely';
import type { MessageQuery } from '../../../domain/messages/message-query.ts';
import type { DB } from '../../db/schema.ts';

/**
 * GET Messages (spec §7): published texts of a type in a language, within their show dates, newest
 * first. Login welcome messages are read without a session. A language without texts falls back to
 * the market's own language.
 */
export async function listMessages(db: Kysely<DB>, marketId: string, query: MessageQuery) {
  const market = await db
    .selectFrom('markets')
    .select('defaultLanguage')
    .where('id', '=', marketId)
    .executeTakeFirstOrThrow();
  const find = (language: string) => {
    let select = db
      .selectFrom('messages')
      .select(['id', 'type', 'title', 'text', 'language', 'taskId', 'showFrom', 'showTo', 'createdAt'])
      .where('marketId', '=', marketId)
      .where('type', '=', query.type)
      .where('language', '=', language)
      .where((eb) => eb.or([eb('showFrom', 'is', null), eb('showFrom', '<=', sql<string>`current_date`)]))
      .where((eb) => eb.or([eb('showTo', 'is', null), eb('showTo', '>=', sql<string>`current_date`)]))
      .orderBy('createdAt', 'desc')
      .limit(50);
    if (query.taskId) select = select.where('taskId', '=', query.taskId);
    return select.execute();
  };
  const rows = await find(query.language ?? market.defaultLanguage);
  return rows.length > 0 || !query.language ? rows : find(market.defaultLanguage);
}
