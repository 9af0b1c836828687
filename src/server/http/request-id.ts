import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { isRequestId } from '../../domain/shared/request-id.ts';

/**
 * A request's id: the proxy's `X-Request-Id` when it sets a usable one, so the proxy's log and ours
 * name the same request; else a new UUID, unique across processes and starts.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return isRequestId(given) ? given : randomUUID();
}

/**
 * Every answer names its request (`X-Request-Id`, also on every failed one; a server failure's body
 * carries it too, error-handler.ts), so a user can quote it from a screen and an operator find its log
 * lines (each line of the request has it as `reqId`) and its audit log entry.
 */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
