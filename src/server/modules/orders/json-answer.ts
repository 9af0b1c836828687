import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends data that is JSON text already inside the answer's `{ data, auth? }` envelope (envelope.ts),
 * for a route configured `rawBody`: the order list sends PostgreSQL's JSON as it is (order-row-json.ts).
 */
export function sendJsonData(request: FastifyRequest, reply: FastifyReply, dataJson: string) {
  const auth = request.renewedToken ? `,"auth":${JSON.stringify({ token: request.renewedToken })}` : '';
  return reply.type('application/json; charset=utf-8').send(`{"data":${dataJson}${auth}}`);
}
