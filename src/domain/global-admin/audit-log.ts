import { z } from 'zod';
import { idQuerySchema } from '../shared/id.ts';
import { auditTypes } from './audit-types.ts';

/** The log's pages (GET auditLog): newest first, a page at a time. */
export const auditLogPageSize = 50;

const notALogId = 'must be a positive whole number';

/** A log entry's id: a bigint in the table, so more digits than a row id of the other tables. */
export const auditLogIdSchema = z
  .string(notALogId)
  .regex(/^[1-9][0-9]{0,14}$/, notALogId)
  .transform(Number);

const instant = z.iso.datetime({ offset: true, message: 'must be a date and time (ISO 8601)' });

/** GET auditLog: filters by time, type, user and customer (issue 19 item 7). */
export const auditLogQuerySchema = z
  .object({
    from: instant.optional(),
    until: instant.optional(),
    type: z.enum(auditTypes).optional(),
    userId: idQuerySchema.optional(),
    customerId: idQuerySchema.optional(),
    page: z
      .string()
      .regex(/^[1-9][0-9]{0,5}$/, 'page must be a positive whole number')
      .transform(Number)
      .optional(),
  })
  .refine((query) => !query.from || !query.until || Date.parse(query.from) <= Date.parse(query.until), {
    message: 'until must not be before from',
    path: ['until'],
  });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogEntryQuerySchema = z.object({ id: auditLogIdSchema });

export const auditLogRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  type: z.enum(auditTypes),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  loginName: z.string().nullable(),
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  subject: z.string(),
  requestId: z.string().nullable(),
  statusCode: z.number().int().nullable(),
});
export type AuditLogRow = z.infer<typeof auditLogRowSchema>;

export const auditLogPageSchema = z.object({
  rows: z.array(auditLogRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** GET auditLogEntry: one entry with everything recorded about it. */
export const auditLogEntrySchema = auditLogRowSchema.extend({
  actingUserId: z.number().int().nullable(),
  actingUserName: z.string().nullable(),
  method: z.string().nullable(),
  path: z.string().nullable(),
  address: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** GET auditLogUsers: who the user filter offers (users that have entries), with their customer. */
export const auditLogUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  loginName: z.string(),
  customerName: z.string(),
});
export type AuditLogUser = z.infer<typeof auditLogUserSchema>;

export const auditLogUsersQuerySchema = z.object({ customerId: idQuerySchema.optional() });
