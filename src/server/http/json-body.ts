import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when any string or key in a parsed JSON value holds half a UTF-16 surrogate pair. */
export function hasLoneSurrogate(value: unknown): boolean {
  // A walk with its own stack: a deeply nested body cannot overflow the call stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (loneSurrogate.test(next)) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) pending.push(key, inner);
    }
  }
  return false;
}

export const notUtf8Message = 'The request body is not valid UTF-8 text';
export const loneSurrogateMessage =
  'The request holds text with a broken character (a lone UTF-16 surrogate); nothing was saved';

/**
 * JSON bodies (issue 14 item 10): an empty body with a JSON content type is no body (a POST without a
 * payload, like logout, works whatever the client's default headers), and text that PostgreSQL would
 * store changed — invalid UTF-8, or a lone surrogate written as `\ud800` — is a 400, never replaced by
 * U+FFFD. Parsing itself stays Fastify's (prototype poisoning refused).
 */
export function registerJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (bytes.length === 0) return done(null, undefined);
    let text: string;
    try {
      text = strictUtf8.decode(bytes);
    } catch {
      return done(badRequest(notUtf8Message), undefined);
    }
    // The default parser answers inside its own try: read its outcome here, then answer once.
    let outcome: { error: Error | null; value: unknown } = { error: null, value: undefined };
    parseJson(request, text, (error, value) => {
      outcome = { error, value };
    });
    if (outcome.error) return done(outcome.error, undefined);
    if (hasLoneSurrogate(outcome.value)) return done(badRequest(loneSurrogateMessage), undefined);
    done(null, outcome.value);
  });
}
