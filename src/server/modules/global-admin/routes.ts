import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditLogEntryQuerySchema,
  auditLogQuerySchema,
  auditLogUsersQuerySchema,
} from '../../../domain/global-admin/audit-log.ts';
import { cacheClearSchema } from '../../../domain/global-admin/caches.ts';
import { startCacheBus } from '../../cache/cache-bus.ts';
import { clearCaches } from '../../cache/cache-registry.ts';
import { sessionOf } from '../../http/access.ts';
import { auditLogUsers, listAuditLog, readAuditLogEntry } from './audit-log-queries.ts';
import { startAuditLogSweep } from './audit-retention.ts';
import { cacheList, clearCache } from './caching-service.ts';

/** The global admin's caching and log (issue 19 items 6, 7; spec §2 Global tab group). */
export const globalAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const globalAdmin = { access: ['globalAdmin'] } as const;

  // Clears sent by any process on the database, this one's included, reach this process's caches.
  const bus = startCacheBus(app.database, (message) => void clearCaches(message.names), app.log);
  app.addHook('onClose', () => bus.close());
  await bus.ready;
  if (app.config.jobs) {
    const stopSweep = startAuditLogSweep(
      app.database.db,
      app.config.auditLogRetentionDays,
      (error) => app.log.error({ err: error }, 'audit log sweep failed'),
      (deleted) => app.log.info({ deleted }, 'old audit log entries deleted'),
    );
    app.addHook('onClose', async () => stopSweep());
  }

  app.get('/caches', { config: globalAdmin }, () => cacheList());
  app.post('/cacheClear', { config: globalAdmin, schema: { body: cacheClearSchema } }, (request) =>
    clearCache(app.db, bus, request.body),
  );

  app.get('/auditLog', { config: globalAdmin, schema: { querystring: auditLogQuerySchema } }, (request) =>
    listAuditLog(app.db, sessionOf(request), request.query),
  );
  app.get(
    '/auditLogEntry',
    { config: globalAdmin, schema: { querystring: auditLogEntryQuerySchema } },
    (request) => readAuditLogEntry(app.db, sessionOf(request), request.query.id),
  );
  app.get(
    '/auditLogUsers',
    { config: globalAdmin, schema: { querystring: auditLogUsersQuerySchema } },
    (request) => auditLogUsers(app.db, sessionOf(request), request.query.customerId),
  );
};
