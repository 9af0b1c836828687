import type { Kysely } from 'kysely';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';

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

/** Marks one of the acting user's alerts read; an alert they cannot see is a 404. */
export async function markAlertRead(db: Kysely<DB>, session: Session, alertId: number) {
  // An admin acting as someone else must not clear alerts that user has not seen (spec §4).
  if (session.isImpersonating) throw forbidden('Alerts are marked read by their own user');
  const visible = await listAlerts(db, session);
  const alert = visible.find((candidate) => candidate.id === alertId);
  if (!alert) throw notFound('Alert not found');
  await db
    .insertInto('alertReads')
    .values({ alertId, userId: session.actingUser.id })
    .onConflict((conflict) => conflict.columns(['alertId', 'userId']).doNothing())
    .execute();
  return { ...alert, data: { ...alert.data, read: true } };
}
