import { sql, type Kysely } from 'kysely';
import {
  emailArchivePageSize,
  type EmailArchivePage,
  type EmailArchiveQuery,
  type EmailArchiveRow,
} from '../../../domain/admin/email-archive.ts';
import type { DB } from '../../db/schema.ts';
import type { ArchiveScope } from './archive-scope.ts';

/** `%`, `_` and `\` typed by a user are searched for as themselves. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The archive's rows an admin may read (archive-scope.ts), with the customer's name. */
export function scopedMail(db: Kysely<DB>, scope: ArchiveScope) {
  let select = db
    .selectFrom('emailArchive as m')
    .leftJoin('customers as c', 'c.id', 'm.customerId')
    .where('m.marketId', '=', scope.marketId);
  if (scope.customerId !== null) select = select.where('m.customerId', '=', scope.customerId);
  return select;
}

const rowColumns = [
  'm.id',
  'm.createdAt',
  'm.toAddress',
  'm.subject',
  'm.kind',
  'm.status',
  'm.error',
  'm.attempts',
  'm.sentAt',
  'm.customerId',
  'c.name as customerName',
] as const;

type RowColumns = {
  id: number;
  createdAt: Date;
  toAddress: string;
  subject: string;
  kind: string;
  status: EmailArchiveRow['status'];
  error: string | null;
  attempts: number;
  sentAt: Date | null;
  customerId: number | null;
  customerName: string | null;
  hasAttachment: boolean;
};

export const rowOf = (row: RowColumns): EmailArchiveRow => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  to: row.toAddress,
  subject: row.subject,
  kind: row.kind,
  status: row.status,
  error: row.status === 'failed' ? row.error : null,
  attempts: row.attempts,
  sentAt: row.sentAt?.toISOString() ?? null,
  customerId: row.customerId,
  customerName: row.customerName,
  hasAttachment: row.hasAttachment,
});

/** One page of the archive, newest first, with how many rows match (email_archive_customer_idx). */
export async function archivePage(
  db: Kysely<DB>,
  scope: ArchiveScope,
  query: EmailArchiveQuery,
): Promise<EmailArchivePage> {
  let select = scopedMail(db, scope);
  if (query.to) select = select.where('m.toAddress', 'ilike', likePattern(query.to));
  if (query.subject) select = select.where('m.subject', 'ilike', likePattern(query.subject));
  if (query.status) select = select.where('m.status', '=', query.status);
  // Whole days: from its first moment to the end of `until`.
  if (query.from) select = select.where('m.createdAt', '>=', sql<Date>`${query.from}::date`);
  if (query.until) {
    select = select.where('m.createdAt', '<', sql<Date>`${query.until}::date + interval '1 day'`);
  }
  const page = query.page ?? 1;
  const rows = await select
    .select(rowColumns)
    .select(sql<boolean>`m.attachment is not null`.as('hasAttachment'))
    .orderBy('m.createdAt', 'desc')
    .orderBy('m.id', 'desc')
    .limit(emailArchivePageSize)
    .offset((page - 1) * emailArchivePageSize)
    .execute();
  const count = await select.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  return { rows: rows.map(rowOf), total: Number(count.total), page, pageSize: emailArchivePageSize };
}

/** One mail of the scope with its parts, or undefined (another customer's is not found). */
export function findMail(db: Kysely<DB>, scope: ArchiveScope, id: number) {
  return scopedMail(db, scope)
    .leftJoin('users as u', 'u.id', 'm.createdBy')
    .select(rowColumns)
    .select([
      'm.body',
      'm.htmlBody',
      'm.language',
      'm.attachmentName',
      'm.marketId',
      'u.name as createdByName',
      sql<boolean>`m.attachment is not null`.as('hasAttachment'),
      sql<number>`coalesce(octet_length(m.attachment), 0)`.as('attachmentSize'),
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/** The attachment of one mail of the scope; undefined when there is no such mail or it has none. */
export function findAttachment(db: Kysely<DB>, scope: ArchiveScope, id: number) {
  return scopedMail(db, scope)
    .select(['m.attachmentName', 'm.attachment'])
    .where('m.id', '=', id)
    .where('m.attachment', 'is not', null)
    .executeTakeFirst();
}
