/**
 * Error tracking (spec §8, issue 21 item 6): what the client reports, how much, and when a lazy chunk
 * counts as failed. Plain constants, no zod: the app's start chunk (the login page's budget) imports them.
 */

/** Where a reported failure came from: the three calls spec §8 reports silently, and the uncaught rest. */
export const clientErrorKinds = [
  'alerts',
  'version',
  'fill',
  'uncaught',
  'unhandledrejection',
  'load-failed',
] as const;
export type ClientErrorKind = (typeof clientErrorKinds)[number];

/** A chunk or style still loading after this counts as failed: the load-failed error (spec §8, §9). */
export const chunkLoadTimeoutMs = 120_000;

/** One POST clientErrors carries at most this many entries; the client flushes when it has them. */
export const maxClientErrorBatch = 20;
/** The client sends what it has collected this often (and at once on pagehide or a load failure). */
export const clientErrorFlushMs = 5_000;
/** A tab reports at most this many entries a minute; identical ones within the minute are counted, not sent. */
export const clientErrorsPerMinute = 30;

/** Lengths the server accepts (400 beyond); the client trims to them before sending. */
export const clientErrorLimits = {
  message: 500,
  stack: 4_000,
  path: 300,
  request: 500,
  appVersion: 40,
  name: 100,
} as const;

/**
 * POST clientErrors per minute: per logged-in user, and per client address for reports without a
 * session (the login page can fail too), which are stricter as anyone can send them.
 */
export const clientErrorBatchesPerMinute = { user: 20, anonymous: 6 } as const;
