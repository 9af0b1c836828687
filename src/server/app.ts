import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { jsonBodyLimit } from '../domain/offline/body-limits.ts';
import { appVersion } from '../domain/shared/app-version.ts';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import type { DB } from './db/schema.ts';
import { registerApiScope } from './http/api-scope.ts';
import { registerMetrics } from './metrics/portal-metrics.ts';
import { registerReadiness } from './ops/readiness.ts';
import { backupRoute } from './ops/backup-route.ts';
import { registerQueryContext, slowQueryLogger } from './ops/slow-queries.ts';
import { registerRequestId, requestIdOf } from './http/request-id.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerJsonBody } from './http/json-body.ts';
import { logSerializers } from './http/log-serializers.ts';
import { registerAnswerRules } from './http/answer-rules.ts';
import { currentTransaction } from './http/request-transaction.ts';
import { registerStaticFiles } from './http/static-files.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { startJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { passwordResetRoutes } from './modules/accounts/password-routes.ts';
import { addressRoutes } from './modules/addresses/routes.ts';
import { alertRoutes } from './modules/alerts/routes.ts';
import { startSummaryRoutes } from './modules/start-summary/routes.ts';
import { calendarRoutes } from './modules/calendar/routes.ts';
import { companyRoutes } from './modules/company/routes.ts';
import { countingRoutes } from './modules/counting/routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { emailArchiveRoutes } from './modules/email-archive/routes.ts';
import { errorTrackingRoutes } from './modules/error-tracking/routes.ts';
import { dockArrivalRoutes } from './modules/dock/arrival-routes.ts';
import { dockOrderRoutes } from './modules/dock/order-routes.ts';
import { idempotencyRoutes } from './modules/idempotency/routes.ts';
import { importRoutes } from './modules/import/routes.ts';
import { locationAdminRoutes } from './modules/location-admin/routes.ts';
import { locationRoutes } from './modules/locations/routes.ts';
import { globalAdminRoutes } from './modules/global-admin/routes.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { publishingRoutes } from './modules/publishing/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { containerRoutes } from './modules/containers/routes.ts';
import { containerOrderRoutes } from './modules/container-orders/routes.ts';
import { rentalRoutes } from './modules/rentals/routes.ts';
import { shopAccountingRoutes } from './modules/shop-accounting/routes.ts';
import { newCustomerRoutes } from './modules/new-customers/routes.ts';
import { orderCommentRoutes } from './modules/order-comments/routes.ts';
import { orderScheduleRoutes } from './modules/order-schedules/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { palletReceiptRoutes } from './modules/pallet-receipts/routes.ts';
import { productRoutes } from './modules/products/routes.ts';
import { consentRoutes } from './modules/session/consent-routes.ts';
import { sessionRoutes } from './modules/session/routes.ts';
import { invoiceRoutes } from './modules/invoices/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { userAdminRoutes } from './modules/user-admin/routes.ts';
import { userRoutes } from './modules/users/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    /**
     * The primary database; every read that must see the latest write uses it. Inside a request that
     * runs in one transaction (an Idempotency-Key), that transaction.
     */
    db: Kysely<DB>;
    /** Reports read here: a replica when READ_DATABASE_URL is set; the request's transaction in one. */
    readDb: Kysely<DB>;
    /** The background job queue (scheduled orders, e-mail), or null when JOBS=off (tests). */
    jobs: JobQueue | null;
    /** Set on SIGTERM (main.ts): /readyz answers 503 while the requests in flight finish (readiness.ts). */
    lifecycle: { draining: boolean };
  }
}

const requestTimeoutMs = 5 * 60_000;

export interface BuildOptions {
  /** An already open database (tests); otherwise opened from config and closed with the app. */
  database?: Database;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
}

/** Builds the whole portal (API, docs, PWA files) without listening; main.ts and the tests call it. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    // Request ids name a request in the log, the audit log and error answers (request-id.ts).
    genReqId: requestIdOf,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // Signatures arrive as data URLs; their routes raise it (domain/offline/body-limits.ts).
    bodyLimit: jsonBodyLimit,
    // Every request, headers and body, must arrive within this (Fastify's default is no limit); the
    // largest upload (50 MB of attachments) needs about 170 KB/s. Stalls are cut sooner (upload-form.ts).
    requestTimeout: requestTimeoutMs,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config.database));
  app.decorate('config', config);
  app.decorate('database', database);
  // Every query the app makes through app.db and app.readDb is timed; a slow one is logged (slow-queries.ts).
  const slowQueries = slowQueryLogger(config.slowQueryMs, app.log);
  const db = database.db.withPlugin(slowQueries);
  const readDb = database.readDb === database.db ? db : database.readDb.withPlugin(slowQueries);
  registerQueryContext(app);
  app.decorate('db', { getter: () => currentTransaction() ?? db });
  app.decorate('readDb', { getter: () => currentTransaction() ?? readDb });
  app.decorate('apiRoutes', []);
  app.decorate('jobs', null);
  if (!options.database) app.addHook('onClose', () => database.close());

  const applied = await migrate(database);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  if (config.seed === 'auto' && (await seedIfEmpty(database.db, config.passwordHashCost)))
    app.log.info('demo data seeded');

  registerRequestId(app);
  registerErrorHandler(app);
  registerJsonBody(app);
  registerAnswerRules(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The camera scan's barcode reader is WebAssembly (ui/scan-field) where the browser has none.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Mantine injects its CSS variables at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Served over plain HTTP on a LAN too; TLS and HSTS belong to the proxy in front.
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Pallet Portal API', version: appVersion } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerReadiness(app, database);
  if (config.metrics) registerMetrics(app, database);
  await app.register(backupRoute);
  app.get('/healthz', async (_request, reply) => {
    await database.db.selectNoFrom((eb) => eb.lit(1).as('ok')).execute();
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok', version: appVersion });
  });
  // The version check (spec §4, §7): never cached, so every 30 s poll sees a deploy.
  app.get('/version.json', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ version: appVersion }),
  );

  await app.register(
    async (api) => {
      registerApiScope(api);
      await api.register(sessionRoutes);
      await api.register(consentRoutes);
      await api.register(passwordResetRoutes);
      await api.register(newCustomerRoutes);
      await api.register(userRoutes);
      await api.register(userAdminRoutes);
      await api.register(customerRoutes);
      await api.register(companyRoutes);
      await api.register(locationRoutes);
      await api.register(locationAdminRoutes);
      await api.register(importRoutes);
      await api.register(messageRoutes);
      await api.register(alertRoutes);
      await api.register(startSummaryRoutes);
      await api.register(supportRoutes);
      await api.register(publishingRoutes);
      await api.register(globalAdminRoutes);
      await api.register(errorTrackingRoutes);
      await api.register(containerRoutes);
      await api.register(containerOrderRoutes);
      await api.register(rentalRoutes);
      await api.register(shopAccountingRoutes);
      await api.register(calendarRoutes);
      await api.register(reportRoutes);
      await api.register(invoiceRoutes);
      await api.register(addressRoutes);
      await api.register(orderRoutes);
      await api.register(orderCommentRoutes);
      await api.register(orderScheduleRoutes);
      await api.register(dockOrderRoutes);
      await api.register(dockArrivalRoutes);
      await api.register(countingRoutes);
      await api.register(palletReceiptRoutes);
      await api.register(productRoutes);
      await api.register(emailArchiveRoutes);
      await api.register(idempotencyRoutes);
    },
    { prefix: '/api/:market' },
  );

  // Product pictures in a template's size (spec §7 media handler), the same for every market.
  await app.register(mediaRoutes);
  await registerStaticFiles(app, config.staticDir);
  if (config.jobs) {
    const jobQueue = await startJobQueue(database, config.mail, config.publicUrl, app.log);
    app.jobs = jobQueue;
    // Registered after the database's own hook, so it runs before it (onClose hooks run last-first).
    app.addHook('onClose', () => jobQueue.stop());
  }
  return app;
}
