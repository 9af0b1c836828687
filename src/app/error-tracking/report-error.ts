import { appVersion } from '../../domain/shared/app-version.ts';
import { clientErrorLimits, type ClientErrorKind } from '../../domain/error-tracking/client-error-rules.ts';
import { scrubPath, scrubText } from '../../domain/error-tracking/scrub.ts';
import { ApiError, isAbortError } from '../api/api-error.ts';
import { createErrorQueue, type ClientErrorReport, type SendOptions } from './error-queue.ts';
import { failedRequestOf, LoadFailedError } from './load-failed-error.ts';
import { sendErrors } from './send-errors.ts';

const queue = createErrorQueue({ send: sendErrors });
/** Errors already reported: one failure seen by two listeners (an event, then a boundary) is sent once. */
const reported = new WeakSet<object>();

function messageOf(error: unknown): string {
  // An API failure says which answer came back; the reason is the server's message (spec §8).
  if (error instanceof ApiError) return `${error.type} ${error.status}: ${error.reason}`;
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** What is sent about a failure: kind, message, stack, path, version — scrubbed, nothing else. */
export function reportOf(
  kind: ClientErrorKind,
  error: unknown,
  path = window.location.pathname,
): ClientErrorReport {
  const request = kind === 'load-failed' ? failedRequestOf(error) : '';
  const stack = error instanceof Error ? error.stack : undefined;
  return {
    kind,
    message: scrubText(messageOf(error), clientErrorLimits.message) || kind,
    ...(error instanceof Error ? { name: scrubText(error.name, clientErrorLimits.name) } : {}),
    ...(stack ? { stack: scrubText(stack, clientErrorLimits.stack) } : {}),
    path: scrubPath(path),
    ...(request ? { request: scrubPath(request, clientErrorLimits.request) } : {}),
    ...(error instanceof ApiError && error.requestId ? { requestId: error.requestId } : {}),
    appVersion,
    occurredAt: new Date().toISOString(),
  };
}

/**
 * Reports a failure to error tracking (spec §8), never to the user. A load failure goes at once: the
 * page may reload straight after (pwa/reload-on-preload-error.ts).
 */
export function reportError(kind: ClientErrorKind, error: unknown): void {
  if (isAbortError(error)) return;
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
    const cause = (error as { cause?: unknown }).cause;
    if (error instanceof LoadFailedError && typeof cause === 'object' && cause !== null) reported.add(cause);
  }
  queue.add(reportOf(kind, error));
  if (kind === 'load-failed') queue.flush({ keepalive: true });
}

/** Whether a failure was reported already (the error page reports only what nobody else did). */
export const wasReported = (error: unknown) =>
  typeof error === 'object' && error !== null && reported.has(error);

export const flushErrors = (options?: SendOptions) => queue.flush(options);

/**
 * A query function whose failures are reported (alerts polling, the version check, the fill load:
 * spec §8 "only reported to error tracking"); the failure still reaches the query, which shows nothing.
 */
export function trackFailures<T>(kind: ClientErrorKind, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      reportError(kind, error);
      throw error;
    }
  };
}
