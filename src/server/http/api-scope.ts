import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isMarketId, type MarketId } from '../../domain/shared/markets.ts';
import { findSession, renewSessionIfDue } from '../auth/session.ts';
import { registerAccessCheck } from './access.ts';
import { registerAnswerCompression } from './answer-compression.ts';
import { registerEnvelope } from './envelope.ts';
import { notFound } from './errors.ts';
import { registerIdempotency } from './idempotency.ts';
import { registerUploadLimits } from './upload-form.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The market of the API base the call came to (/api/{market}, spec §7). */
    market: MarketId;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * The hooks every route under /api/{market} shares: market, compressed answers, session, access check,
 * envelope and Idempotency-Key on mutations.
 */
export function registerApiScope(app: FastifyInstance) {
  app.decorateRequest('market', 'no');
  app.addHook('onRequest', async (request) => {
    const market = (request.params as { market?: string }).market?.toLowerCase() ?? '';
    if (!isMarketId(market)) throw notFound(`Unknown market '${market}'`);
    request.market = market;
  });
  registerAnswerCompression(app);
  // Multipart bodies are streamed, not parsed, until a route with config.upload reads them.
  void app.register(multipart);
  registerUploadLimits(app);

  registerAccessCheck(app, async (request) => {
    const token = bearerToken(request);
    if (!token) return null;
    const session = await findSession(app.db, token, request.market);
    if (session) {
      const renewed = await renewSessionIfDue(app.db, session, app.config.sessionTtlHours);
      if (renewed) request.renewedToken = renewed;
    }
    return session;
  });
  registerEnvelope(app);
  registerIdempotency(app);

  app.setNotFoundHandler((request) => {
    throw notFound(`No call ${request.method} ${request.url}`);
  });
}
