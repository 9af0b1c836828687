import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Who is reading: nobody (the login page), or a user acting at a location of a type. */
export interface Reader {
  userId: number;
  locationType: 'LEV' | 'NLP' | 'GRS';
}

/**
 * The texts a reader is shown (issue 19 item 3): published, of the market, today within show-from and
 * show-to, and meant for the reader's location type or for every type. Without a reader, only texts
 * for every location type. `read` is the reader's read state.
 */
export function shownMessages(db: Kysely<DB>, marketId: string, reader: Reader | null) {
  return db
    .selectFrom('messages')
    .leftJoin('messageReads', (join) =>
      join
        .onRef('messageReads.messageId', '=', 'messages.id')
        .on('messageReads.userId', '=', reader?.userId ?? 0),
    )
    .select([
      'messages.id',
      'messages.type',
      'messages.title',
      'messages.text',
      'messages.language',
      'messages.taskId',
      'messages.area',
      'messages.path',
      'messages.date',
      'messages.mustRead',
      'messages.showFrom',
      'messages.showTo',
      'messages.createdAt',
      sql<boolean>`message_reads.user_id is not null`.as('read'),
    ])
    .where('messages.marketId', '=', marketId)
    .where('messages.visibility', '=', 'Published')
    .where((eb) =>
      eb.or([eb('messages.showFrom', 'is', null), eb('messages.showFrom', '<=', sql<string>`current_date`)]),
    )
    .where((eb) =>
      eb.or([eb('messages.showTo', 'is', null), eb('messages.showTo', '>=', sql<string>`current_date`)]),
    )
    .where((eb) =>
      reader
        ? eb.or([
            eb('messages.locationType', 'is', null),
            eb('messages.locationType', '=', reader.locationType),
          ])
        : eb('messages.locationType', 'is', null),
    );
}

export type ShownMessageRow = Awaited<
  ReturnType<ReturnType<typeof shownMessages>['executeTakeFirstOrThrow']>
>;

/** The acting location's type, which decides the texts meant for a location type. */
export async function readerOf(db: Kysely<DB>, userId: number, locationId: number): Promise<Reader> {
  const location = await db
    .selectFrom('locations')
    .select('typeId')
    .where('id', '=', locationId)
    .executeTakeFirstOrThrow();
  return { userId, locationType: location.typeId };
}
