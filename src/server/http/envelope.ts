import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the session token was renewed; sent to the client as `auth.token`. */
    renewedToken?: string;
  }
  interface FastifyContextConfig {
    /** Send the handler's answer as it is (spreadsheets, version.json), without `{ data }`. */
    rawBody?: boolean;
  }
}

/** Wraps every successful API answer as `{ data, auth? }` (spec §7, ARCHITECTURE.md). */
export function registerEnvelope(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode >= 400 || request.routeOptions.config.rawBody) return payload;
    return {
      data: payload,
      ...(request.renewedToken ? { auth: { token: request.renewedToken } } : {}),
    };
  });
}
