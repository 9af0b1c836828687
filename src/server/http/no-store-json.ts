import type { FastifyInstance } from 'fastify';

/**
 * Every JSON answer is `Cache-Control: no-store` unless its route set a policy (issue 14 item 10): it
 * holds one user's data, which no shared cache or back-forward cache may keep.
 */
export function registerNoStoreJson(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type')?.toString() ?? '';
    if (type.includes('json') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
