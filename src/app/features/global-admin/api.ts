import {
  auditLogEntrySchema,
  auditLogPageSchema,
  auditLogUserSchema,
} from '../../../domain/global-admin/audit-log.ts';
import { cacheClearAnswerSchema, cacheListSchema } from '../../../domain/global-admin/caches.ts';
import { callApi } from '../../api/client.ts';
import { logFilterQuery, type LogFilter } from './log-filter.ts';

/** GET caches: the server's caches with their entries, hits and misses (issue 19 item 6). */
export const fetchCaches = async (signal?: AbortSignal) =>
  cacheListSchema.parse(await callApi('caches', { signal }));

/** POST cacheClear: one cache by name, or all without one; every server process clears it. */
export const clearCache = async (name?: string) =>
  cacheClearAnswerSchema.parse(await callApi('cacheClear', { method: 'POST', body: name ? { name } : {} }));

/** GET auditLog: a page of the log, newest first, narrowed by the filter (issue 19 item 7). */
export const fetchAuditLog = async (filter: LogFilter, signal?: AbortSignal) =>
  auditLogPageSchema.parse(
    await callApi('auditLog', { query: logFilterQuery(filter), signal, latestOf: 'auditLog' }),
  );

export const fetchAuditLogEntry = async (id: number, signal?: AbortSignal) =>
  auditLogEntrySchema.parse(await callApi('auditLogEntry', { query: { id }, signal }));

/** GET auditLogUsers: who the user filter offers, the chosen customer's users or the market's. */
export const fetchAuditLogUsers = async (customerId: number | null, signal?: AbortSignal) =>
  auditLogUserSchema
    .array()
    .parse(await callApi('auditLogUsers', { query: customerId ? { customerId } : {}, signal }));

export interface CustomerOption {
  id: number;
  name: string;
}

/** GET Customers: the customers the log may be narrowed to. */
export const fetchCustomers = (signal?: AbortSignal) =>
  callApi<CustomerOption[]>('Customers', { query: { include: 'id,name' }, signal });
