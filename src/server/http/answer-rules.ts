import type { FastifyInstance } from 'fastify';

/**
 * Two rules of every answer (issue 14 items 1 and 10). A JSON answer is `Cache-Control: no-store` unless
 * its route set a policy: it holds one user's data, which no shared or back-forward cache may keep. An
 * answer sent before its request's body was read to the end (refused early, stalled, over a limit)
 * closes the connection, so a client cannot keep it open by sending the rest slowly.
 */
export function registerAnswerRules(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type')?.toString() ?? '';
    if (type.includes('json') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    if (!request.raw.complete) reply.header('Connection', 'close');
    return payload;
  });
}
