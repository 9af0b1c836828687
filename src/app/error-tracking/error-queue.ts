import {
  clientErrorFlushMs,
  clientErrorsPerMinute,
  maxClientErrorBatch,
  type ClientErrorKind,
} from '../../domain/error-tracking/client-error-rules.ts';

/** One failure as POST clientErrors takes it, already scrubbed (report-error.ts). */
export interface ClientErrorReport {
  kind: ClientErrorKind;
  message: string;
  name?: string;
  stack?: string;
  path: string;
  request?: string;
  /** The server's id of a failed API call. */
  requestId?: string;
  appVersion: string;
  count?: number;
  occurredAt?: string;
}

export interface SendOptions {
  /** The page is going away: the request must outlive it (fetch keepalive). */
  keepalive: boolean;
}

export interface ErrorQueueOptions {
  send: (entries: ClientErrorReport[], options: SendOptions) => void | Promise<void>;
  now?: () => number;
  flushMs?: number;
  maxBatch?: number;
  perMinute?: number;
}

export interface ErrorQueue {
  add(report: ClientErrorReport): void;
  flush(options?: SendOptions): void;
  /** Reports waiting for the next flush (tests). */
  readonly pending: readonly ClientErrorReport[];
}

const minuteMs = 60_000;

/**
 * The tab's error reports on their way to the server (spec §8 error tracking, issue 21 item 6): sent
 * in batches — every 5 s, at once at 20, and when the page goes away — at most 30 a minute, and an
 * identical report (same kind and message) within the minute only once, with how often it happened.
 * A report loop (a failure while reporting) can thus never flood the server.
 */
export function createErrorQueue(options: ErrorQueueOptions): ErrorQueue {
  const now = options.now ?? Date.now;
  const flushMs = options.flushMs ?? clientErrorFlushMs;
  const maxBatch = options.maxBatch ?? maxClientErrorBatch;
  const perMinute = options.perMinute ?? clientErrorsPerMinute;
  let pending: ClientErrorReport[] = [];
  let minuteStart = now();
  let acceptedThisMinute = 0;
  let seenThisMinute = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (sendOptions: SendOptions = { keepalive: false }) => {
    clearTimeout(timer);
    timer = undefined;
    while (pending.length > 0) {
      const batch = pending.slice(0, maxBatch);
      pending = pending.slice(maxBatch);
      void Promise.resolve()
        .then(() => options.send(batch, sendOptions))
        .catch(() => undefined);
    }
  };

  const add = (report: ClientErrorReport) => {
    if (now() - minuteStart >= minuteMs) {
      minuteStart = now();
      acceptedThisMinute = 0;
      seenThisMinute = new Set();
    }
    const key = `${report.kind}\n${report.message}`;
    if (seenThisMinute.has(key)) {
      const waiting = pending.find((candidate) => `${candidate.kind}\n${candidate.message}` === key);
      if (waiting) waiting.count = (waiting.count ?? 1) + 1;
      return;
    }
    if (acceptedThisMinute >= perMinute) return;
    acceptedThisMinute += 1;
    seenThisMinute.add(key);
    pending.push({ ...report });
    if (pending.length >= maxBatch) flush();
    else timer ??= setTimeout(() => flush(), flushMs);
  };

  return {
    add,
    flush,
    get pending() {
      return pending;
    },
  };
}
