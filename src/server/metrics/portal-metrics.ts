import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';
import { operatorGuard } from '../http/operator-access.ts';

/** Seconds; from a cached answer (a few ms) to a report export near the request timeout. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * GET /metrics in the Prometheus text format (prom-client): HTTP requests by route pattern, method and
 * status with their durations; failed logins and 429s; the database pool; the job queue's jobs by
 * queue and state; e-mails by status; and the process's own metrics. The counts read from the database
 * are taken when scraped. Open only to the operator (operator-access.ts). docs/operating.md lists
 * what to alert on.
 */
export function registerMetrics(app: FastifyInstance, database: Database) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const labelNames = ['route', 'method', 'status'] as const;
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames,
    registers,
  });
  const durations = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern, method and status',
    labelNames,
    buckets: durationBuckets,
    registers,
  });
  const loginFailures = new Counter({
    name: 'portal_login_failures_total',
    help: 'Logins refused for a wrong name or password (401)',
    registers,
  });
  const rateLimited = new Counter({
    name: 'portal_rate_limited_total',
    help: 'Requests refused for too many attempts (429), by route pattern',
    labelNames: ['route'],
    registers,
  });
  registerDatabaseGauges(database, registers);

  app.addHook('onResponse', async (request, reply) => {
    // The pattern, never the path: ids in paths would make a series per order.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { route, method: request.method, status: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) rateLimited.inc({ route });
    if (reply.statusCode === 401 && /\/login$/i.test(route)) loginFailures.inc();
  });

  app.get('/metrics', { preHandler: operatorGuard(app.config) }, async (_request, reply) =>
    reply
      .header('Content-Type', registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(await registry.metrics()),
  );
}

/** Gauges read when scraped: the pool's connections, the job queue's jobs and the e-mail queue. */
function registerDatabaseGauges(database: Database, registers: Registry[]) {
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Database connections of this process, in use or idle (PostgreSQL; PGlite is one in-process connection)',
    labelNames: ['state'],
    registers,
    collect() {
      const stats = database.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 };
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  new Gauge({
    name: 'portal_db_pool_waiting',
    help: 'Queries waiting for a free database connection in this process',
    registers,
    collect() {
      this.set(database.poolStats?.().waiting ?? 0);
    },
  });
  new Gauge({
    name: 'portal_jobs',
    help: 'Background jobs by queue and state (pg-boss: created, retry, active, completed, cancelled, failed)',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      this.reset();
      const { rows } = await sql<{ queue: string; state: string; count: number }>`
        select name as queue, state::text as state, count(*)::int as count from pgboss.job
         where to_regclass('pgboss.job') is not null group by name, state`
        .execute(database.db)
        .catch(() => ({ rows: [] }));
      for (const row of rows) this.set({ queue: row.queue, state: row.state }, row.count);
    },
  });
  new Gauge({
    name: 'portal_emails',
    help: 'E-mails in the archive by status: queued (waiting to be sent), sent, failed (gave up)',
    labelNames: ['status'],
    registers,
    async collect() {
      const rows = await database.db
        .selectFrom('emailArchive')
        .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy('status')
        .execute();
      for (const status of ['queued', 'sent', 'failed']) {
        this.set({ status }, Number(rows.find((row) => row.status === status)?.count ?? 0));
      }
    },
  });
}
