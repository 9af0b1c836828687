import { clientErrorLimits } from './client-error-rules.ts';

/**
 * What an error report may carry (spec §8 error tracking, issue 21 item 6): no personal data beyond the
 * user id the server takes from the session. Messages and stacks are scrubbed of e-mail addresses,
 * bearer tokens, long secrets and query strings; paths keep neither query nor fragment. The client
 * scrubs before sending and the server again before storing, so an old client cannot leak more.
 */
const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const bearerPattern =
  /\b(bearer\s+|(?:token|password|authorization)["']?\s*[:=]\s*["']?(?:bearer\s+)?)[^\s"',;&]+/gi;
/** A query string after a URL or path (`/x?a=b`), not a question mark in prose. */
const queryPattern = /(\/[^\s?"'()<>]*)\?[^\s"'()<>]*/g;
const secretPattern = /\b[A-Za-z0-9_-]{32,}\b/g;

export function scrubText(text: string, maxLength: number): string {
  return text
    .replace(emailPattern, '[email]')
    .replace(bearerPattern, '$1[hidden]')
    .replace(queryPattern, '$1')
    .replace(secretPattern, '[hidden]')
    .slice(0, maxLength);
}

/** A URL or path as a path: no origin's query string or fragment. */
export function scrubPath(url: string, maxLength: number = clientErrorLimits.path): string {
  const withoutQuery = url.split(/[?#]/)[0] ?? '';
  return withoutQuery.replace(emailPattern, '[email]').slice(0, maxLength);
}
