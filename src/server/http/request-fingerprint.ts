import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** JSON with every object's keys sorted, so `{a,b}` and `{b,a}` are the same request. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * What makes two requests with one Idempotency-Key "the same request": method, route, market, query
 * and the validated body. A multipart body (POST orderComment) is read by the handler itself, after the
 * key is claimed, so it is known only by its content type (without the boundary, which the client
 * draws anew on each send) and its length: a retry of the same form matches, and a different form
 * under the same key is caught only when its length differs.
 */
export function requestFingerprint(request: FastifyRequest): string {
  const contentType = request.headers['content-type'] ?? '';
  const body = contentType.toLowerCase().startsWith('multipart/')
    ? {
        multipart: contentType.split(';')[0]?.trim().toLowerCase(),
        length: request.headers['content-length'] ?? null,
      }
    : (request.body ?? null);
  const parts = [request.method, request.routeOptions.url, request.market, request.query ?? null, body];
  return createHash('sha256').update(canonicalJson(parts)).digest('hex');
}
