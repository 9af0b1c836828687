import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** A burst of failures of one call raises one alert, not hundreds. */
const quietSeconds = 60;

/**
 * A Log alert (spec §3 Alert, source Log) about a server error to every active global admin of the
 * market, pointing at the log entry (issue 19 item 7). One INSERT … SELECT; skipped for an admin who
 * got an alert about the same call (`about`, the start of the text) within the last minute.
 */
export async function raiseLogAlert(
  db: Kysely<DB>,
  alert: { marketId: string; entryId: number; title: string; about: string; text: string },
): Promise<void> {
  await db
    .insertInto('alerts')
    .columns(['marketId', 'userId', 'source', 'sourceId', 'title', 'text'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select((inner) => [
          inner.val(alert.marketId).as('marketId'),
          'users.id as userId',
          inner.val('Log').as('source'),
          inner.val(alert.entryId).as('sourceId'),
          inner.val(alert.title).as('title'),
          inner.val(alert.text).as('text'),
        ])
        .where('users.marketId', '=', alert.marketId)
        .where('users.isGlobalAdmin', '=', true)
        .where('users.isActive', '=', true)
        .where((inner) =>
          inner.not(
            inner.exists(
              inner
                .selectFrom('alerts as recent')
                .select('recent.id')
                .where('recent.marketId', '=', alert.marketId)
                .where('recent.userId', '=', inner.ref('users.id'))
                .where('recent.source', '=', 'Log')
                .where(sql<boolean>`starts_with(recent.text, ${alert.about})`)
                .where('recent.createdAt', '>', sql<Date>`now() - make_interval(secs => ${quietSeconds})`),
            ),
          ),
        ),
    )
    .execute();
}
