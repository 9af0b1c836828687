import type { ColumnType, Generated } from 'kysely';
import type { AuditType } from '../../domain/global-admin/audit-types.ts';

/** The audit log (issue 19 item 7, migration 0023): one row per recorded event. */
export interface AuditLogTable {
  id: Generated<number>;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
  marketId: string;
  type: AuditType;
  userId: number | null;
  actingUserId: number | null;
  loginName: string | null;
  customerId: number | null;
  subject: Generated<string>;
  requestId: string | null;
  method: string | null;
  path: string | null;
  statusCode: number | null;
  address: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
}

/** Tables of the audit log (issue 19). */
export interface AuditLogSchema {
  auditLog: AuditLogTable;
}
