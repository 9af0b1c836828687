import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

/** How long the database may take to answer the readiness check before the process counts as not ready. */
const databaseAnswerMs = 2_000;

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
    ),
  ]);

/**
 * GET /readyz, for a load balancer: 200 only when this process takes work — its migrations done (the
 * app is built after them), the database answering, the job queue started where JOBS=on — and 503 from
 * the moment it is told to stop. GET /healthz stays the liveness check.
 */
export function registerReadiness(app: FastifyInstance, database: Database) {
  app.decorate('lifecycle', { draining: false });
  app.get('/readyz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining' });
    if (app.config.jobs && app.jobs === null) return reply.code(503).send({ status: 'starting' });
    try {
      await within(database.db.selectNoFrom((eb) => eb.lit(1).as('ok')).execute(), databaseAnswerMs);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database does not answer');
      return reply.code(503).send({ status: 'database unavailable' });
    }
    return reply.send({ status: 'ready' });
  });
}
