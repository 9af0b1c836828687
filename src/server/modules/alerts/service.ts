import type { Kysely } from 'kysely';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';

/**
 * GET Alerts (spec §3, §7): alerts for the whole market, the acting customer or the acting user,
 * each with `data.read` and `data.mustRead` for that user.
 */
export async function listAlerts(db: Kysely<DB>, session: Session) {
  const userId = session.actingUser.id;
  const rows = await db
    .selectFrom('alerts')
    .leftJoin('alertReads', (join) =>
      join.onRef('alertReads.alertId', '=', 'alerts.id').on('alertReads.userId', '=', userId),
    )
    .select([
      'alerts.id',
      'alerts.source',
      'alerts.sourceId',
      'alerts.title',
      'alerts.text',
      'alerts.mustRead',
      'alerts.createdAt',
      'alertReads.readAt',
    ])
    .where('alerts.marketId', '=', session.marketId)
    .where((eb) =>
      eb.or([eb('alerts.customerId', 'is', null), eb('alerts.customerId', '=', session.customerId)]),
    )
    .where((eb) => eb.or([eb('alerts.userId', 'is', null), eb('alerts.userId', '=', userId)]))
    .orderBy('alerts.createdAt', 'desc')
    .limit(100)
    .execute();
  return rows.map(({ readAt, mustRead, ...alert }) => ({
    ...alert,
    data: { read: readAt !== null, mustRead },
  }));
}

export async function countUnreadAlerts(db: Kysely<DB>, session: Session) {
  const alerts = await listAlerts(db, session);
  return {
    unread: alerts.filter((alert) => !alert.data.read).length,
    mustRead: alerts.filter((alert) => !alert.data.read && alert.data.mustRead).length,
  };
}
