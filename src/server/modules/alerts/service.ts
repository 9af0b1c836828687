import type { Kysely } from 'kysely';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';

/** The alerts the acting user may see: the whole market's, the acting customer's and their own. */
function visibleAlerts(db: Kysely<DB>, session: Session) {
  const userId = session.actingUser.id;
  return db
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
    .where((eb) => eb.or([eb('alerts.userId', 'is', null), eb('alerts.userId', '=', userId)]));
}

type AlertRow = Awaited<ReturnType<ReturnType<typeof visibleAlerts>['executeTakeFirstOrThrow']>>;

function withReadState({ readAt, mustRead, ...alert }: AlertRow) {
  return { ...alert, data: { read: readAt !== null, mustRead } };
}

/** GET Alerts (spec §3, §7): the newest 100, each with `data.read` and `data.mustRead` for the acting user. */
export async function listAlerts(db: Kysely<DB>, session: Session) {
  const rows = await visibleAlerts(db, session).orderBy('alerts.createdAt', 'desc').limit(100).execute();
  return rows.map(withReadState);
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
  const row = await visibleAlerts(db, session).where('alerts.id', '=', alertId).executeTakeFirst();
  if (!row) throw notFound('Alert not found');
  const alert = withReadState(row);
  await db
    .insertInto('alertReads')
    .values({ alertId, userId: session.actingUser.id })
    .onConflict((conflict) => conflict.columns(['alertId', 'userId']).doNothing())
    .execute();
  return { ...alert, data: { ...alert.data, read: true } };
}

/**
 * POST alertReadAll: marks every unread alert the acting user sees read (the bell's 'Mark all read'),
 * but the must-read ones, in one INSERT … SELECT; answers how many it marked. Not while acting as
 * someone else (as above).
 */
export async function markAllAlertsRead(db: Kysely<DB>, session: Session) {
  if (session.isImpersonating) throw forbidden('Alerts are marked read by their own user');
  const userId = session.actingUser.id;
  const unread = visibleAlerts(db, session)
    .clearSelect()
    .select((eb) => ['alerts.id as alertId', eb.val(userId).as('userId')])
    .where('alertReads.readAt', 'is', null)
    // A must-read alert is read in the blocker, one by one (spec §4), never cleared unread in bulk.
    .where('alerts.mustRead', '=', false);
  const result = await db
    .insertInto('alertReads')
    .columns(['alertId', 'userId'])
    .expression(unread)
    .onConflict((conflict) => conflict.columns(['alertId', 'userId']).doNothing())
    .executeTakeFirst();
  return { marked: Number(result.numInsertedOrUpdatedRows ?? 0) };
}
