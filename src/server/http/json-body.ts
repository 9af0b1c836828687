import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when any string or key in a parsed JSON value holds half a UTF-16 surrogate pair. */
export function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return loneSurrogate.test(value);
  if (Array.isArray(value)) return value.some(hasLoneSurrogate);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => loneSurrogate.test(key) || hasLoneSurrogate(inner));
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
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      if (hasLoneSurrogate(value)) return done(badRequest(loneSurrogateMessage), undefined);
      done(null, value);
    });
  });
}
