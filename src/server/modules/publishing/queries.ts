import type { Kysely } from 'kysely';
import type { PublishedMessage } from '../../../domain/messages/published-message.ts';
import type { DB } from '../../db/schema.ts';

/** Every text of the market as the publisher sees it, whatever its state and dates. */
export function publishedMessages(db: Kysely<DB>, marketId: string) {
  return db
    .selectFrom('messages')
    .select([
      'id',
      'version',
      'type',
      'title',
      'area',
      'path',
      'date',
      'language',
      'locationType',
      'mustRead',
      'visibility',
      'showFrom',
      'showTo',
      'text as html',
      'updatedAt',
    ])
    .where('marketId', '=', marketId);
}

type Row = Awaited<ReturnType<ReturnType<typeof publishedMessages>['executeTakeFirstOrThrow']>>;

export const publishedMessageOf = ({ updatedAt, ...row }: Row): PublishedMessage => ({
  ...row,
  updatedAt: new Date(updatedAt).toISOString(),
});
