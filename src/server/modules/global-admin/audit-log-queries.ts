import type { Kysely } from 'kysely';
import {
  auditLogPageSize,
  type AuditLogEntry,
  type AuditLogPage,
  type AuditLogQuery,
  type AuditLogUser,
} from '../../../domain/global-admin/audit-log.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

/** The market's entries with the filters of GET auditLog; only ever the session's market. */
function filtered(db: Kysely<DB>, session: Session, query: AuditLogQuery) {
  let rows = db.selectFrom('auditLog as a').where('a.marketId', '=', session.marketId);
  if (query.from) rows = rows.where('a.createdAt', '>=', new Date(query.from));
  if (query.until) rows = rows.where('a.createdAt', '<=', new Date(query.until));
  if (query.type) rows = rows.where('a.type', '=', query.type);
  if (query.userId) {
    const userId = query.userId;
    rows = rows.where((eb) => eb.or([eb('a.userId', '=', userId), eb('a.actingUserId', '=', userId)]));
  }
  if (query.customerId) rows = rows.where('a.customerId', '=', query.customerId);
  return rows;
}

const rowColumns = [
  'a.id',
  'a.createdAt',
  'a.type',
  'a.userId',
  'u.name as userName',
  'a.loginName',
  'a.customerId',
  'c.name as customerName',
  'a.subject',
  'a.requestId',
  'a.statusCode',
] as const;

/** GET auditLog: newest first, a page at a time, with the total the filters match. */
export async function listAuditLog(
  db: Kysely<DB>,
  session: Session,
  query: AuditLogQuery,
): Promise<AuditLogPage> {
  const page = query.page ?? 1;
  const [rows, count] = await Promise.all([
    filtered(db, session, query)
      .leftJoin('users as u', 'u.id', 'a.userId')
      .leftJoin('customers as c', 'c.id', 'a.customerId')
      .select(rowColumns)
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(auditLogPageSize)
      .offset((page - 1) * auditLogPageSize)
      .execute(),
    filtered(db, session, query)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: Number(count.total),
    page,
    pageSize: auditLogPageSize,
  };
}

/** GET auditLogEntry: one entry of the session's market; another market's is a 404. */
export async function readAuditLogEntry(
  db: Kysely<DB>,
  session: Session,
  id: number,
): Promise<AuditLogEntry> {
  const row = await db
    .selectFrom('auditLog as a')
    .leftJoin('users as u', 'u.id', 'a.userId')
    .leftJoin('users as acting', 'acting.id', 'a.actingUserId')
    .leftJoin('customers as c', 'c.id', 'a.customerId')
    .select(rowColumns)
    .select([
      'a.actingUserId',
      'acting.name as actingUserName',
      'a.method',
      'a.path',
      'a.address',
      'a.details',
    ])
    .where('a.id', '=', id)
    .where('a.marketId', '=', session.marketId)
    .executeTakeFirst();
  if (!row) throw notFound('Log entry not found');
  return { ...row, createdAt: row.createdAt.toISOString() };
}

const maxUserOptions = 500;

/** GET auditLogUsers: the users the log's user filter offers, the chosen customer's or the market's. */
export function auditLogUsers(
  db: Kysely<DB>,
  session: Session,
  customerId?: number,
): Promise<AuditLogUser[]> {
  let users = db
    .selectFrom('users as u')
    .innerJoin('customers as c', 'c.id', 'u.customerId')
    .select(['u.id', 'u.name', 'u.loginName', 'c.name as customerName'])
    .where('u.marketId', '=', session.marketId);
  if (customerId) users = users.where('u.customerId', '=', customerId);
  return users.orderBy('u.name').orderBy('u.id').limit(maxUserOptions).execute();
}
