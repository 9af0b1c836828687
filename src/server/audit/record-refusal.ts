import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { writeAuditLog, type AuditEvent } from './write-audit-log.ts';

/**
 * A refused call (403) in the audit log, one entry per caller, route and minute: the
 * first refusal of the minute writes the entry, each further one adds to its `count` and names the
 * latest request. A caller probing ids or hammering one call makes one row a minute, not one a call.
 * The caller is the login user, or the client address without a session; the route is the call's
 * pattern (`/api/:market/order/:id`), so different ids count together.
 */
export async function recordRefusal(db: Kysely<DB>, event: AuditEvent, route: string): Promise<void> {
  const caller = event.userId != null ? `user:${event.userId}` : `address:${event.address ?? ''}`;
  const key = `forbidden:${event.marketId}:${caller}:${event.method ?? ''} ${route}`;
  await inTransaction(db, async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    let query = trx
      .selectFrom('auditLog')
      .select('id')
      .where('type', '=', 'forbidden')
      .where('marketId', '=', event.marketId)
      .where('method', '=', event.method ?? '')
      .where(sql<boolean>`details->>'route' = ${route}`)
      .where('createdAt', '>=', sql<Date>`date_trunc('minute', now())`);
    query =
      event.userId != null
        ? query.where('userId', '=', event.userId)
        : query.where('userId', 'is', null).where('address', '=', event.address ?? '');
    const current = await query.orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (!current) {
      await writeAuditLog(trx, { ...event, details: { ...event.details, route, count: 1 } });
      return;
    }
    await sql`update audit_log
      set details = details || jsonb_build_object(
        'count', coalesce((details->>'count')::int, 1) + 1,
        'lastRequestId', ${event.requestId ?? null}::text)
      where id = ${current.id}`.execute(trx);
  });
}
