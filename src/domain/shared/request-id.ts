/**
 * A request id as the server keeps it (a proxy's `X-Request-Id`) and the app shows it: letters, digits
 * and `._:@-`, 8 to 128 of them — nothing a log line or a screen could misread.
 */
export const requestIdPattern = /^[A-Za-z0-9._:@-]{8,128}$/;

export const isRequestId = (value: unknown): value is string =>
  typeof value === 'string' && requestIdPattern.test(value);
