import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  PostgresQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type RootOperationNode,
} from 'kysely';

/** The request a query runs for: its id and route pattern, and its logger (whose lines carry the id). */
interface QueryContext {
  route: string;
  log: FastifyBaseLogger;
}

const context = new AsyncLocalStorage<QueryContext>();

/** Every request's work runs inside its context, so a slow query can name the route and request id. */
export function registerQueryContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    context.run({ route: request.routeOptions.url ?? 'unmatched', log: request.log }, done);
  });
}

/**
 * A Kysely plugin that logs a query slower than `thresholdMs` (SLOW_QUERY_MS) as a warning with its
 * SQL (values left out: they may be personal), its time, and the route and request id it ran for; a
 * query outside a request (a job) goes to the process's log.
 */
export function slowQueryLogger(thresholdMs: number, processLog: FastifyBaseLogger): KyselyPlugin {
  const started = new WeakMap<QueryId, { at: number; node: RootOperationNode }>();
  const compiler = new PostgresQueryCompiler();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs) {
      started.set(queryId, { at: performance.now(), node });
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs) {
      const start = started.get(queryId);
      started.delete(queryId);
      const durationMs = start ? performance.now() - start.at : 0;
      if (start && durationMs > thresholdMs) {
        const request = context.getStore();
        (request?.log ?? processLog).warn(
          {
            durationMs: Math.round(durationMs),
            route: request?.route ?? 'job',
            sql: compiler.compileQuery(start.node, queryId).sql,
          },
          'slow query',
        );
      }
      return result;
    },
  };
}
