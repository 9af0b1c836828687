import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What a proxy's X-Request-Id may hold to be kept: letters, digits and `._:@-`, nothing a log could misread. */
const keptId = /^[A-Za-z0-9._:@-]{8,128}$/;

/**
 * A request's id: the proxy's `X-Request-Id` when it sets a usable one, so the proxy's log and ours
 * name the same request; else a new UUID, unique across processes and starts.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && keptId.test(given) ? given : randomUUID();
}

/**
 * Every answer names its request (`X-Request-Id`), and every failed JSON answer carries it in its
 * `error` too, so a user can quote it from a screen and an operator find its log lines (each line of
 * the request has it as `reqId`) and its audit log entry.
 */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{')) return payload;
    if (!reply.getHeader('content-type')?.toString().includes('json')) return payload;
    const body = JSON.parse(payload) as { error?: unknown };
    if (typeof body.error !== 'object' || body.error === null) return payload;
    return JSON.stringify({ ...body, error: { ...body.error, requestId: request.id } });
  });
}
