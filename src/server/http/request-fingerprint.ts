import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { uploadFormDigest } from './upload-form.ts';

/** JSON with every object's keys sorted, so `{a,b}` and `{b,a}` are the same request. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * What makes two requests with one Idempotency-Key "the same request" (issue 14 item 7): method, route,
 * market, query, the whole body — a multipart form's every field and each file's name and content
 * hash, read before this runs (upload-form.ts) — and who acts (user, customer, location), so a key
 * reused after a switch of the acting user is a conflict, not someone else's stored answer.
 */
export function requestFingerprint(request: FastifyRequest): string {
  const body = request.uploadForm ? uploadFormDigest(request.uploadForm) : (request.body ?? null);
  const session = request.session;
  const acting = session
    ? { user: session.actingUser.id, customer: session.customerId, location: session.locationId }
    : null;
  const parts = [
    request.method,
    request.routeOptions.url,
    request.market,
    request.query ?? null,
    body,
    acting,
  ];
  return createHash('sha256').update(canonicalJson(parts)).digest('hex');
}
