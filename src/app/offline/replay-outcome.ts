import type { OutboxEntry, OutboxError } from './local-db.ts';

/** What the server answered; a network failure throws instead. */
export interface SendResult {
  status: number;
  /** `data` of a 2xx answer, `error` ({ message, type, data }) otherwise. */
  data?: unknown;
  error?: { message?: string; type?: string; data?: unknown };
  retryAfterMs?: number;
}

export type Outcome = 'done' | 'retry' | 'paused' | 'conflict' | 'failed';

const retried = new Set([408, 429]);

/** 2xx done; network, 5xx, 408, 429 retried; 401 pauses; a version conflict is kept; other 4xx fail. */
export function outcomeOf(result: SendResult | null): Outcome {
  if (!result || result.status >= 500 || retried.has(result.status)) return 'retry';
  if (result.status < 300) return 'done';
  if (result.status === 401) return 'paused';
  if (result.status === 409 && result.error?.type === 'VersionConflict') return 'conflict';
  return 'failed';
}

/** The server itself was not there: no answer at all (status 0), or a proxy's 502, 503 or 504. */
const serverAway = new Set([0, 502, 503, 504]);

/** Whether an entry waits for the network or the server to come back (not for an answer it got). */
export const waitsForServer = (entry: OutboxEntry): boolean =>
  entry.state === 'retrying' && serverAway.has((entry.error as OutboxError | null)?.status ?? -1);

/**
 * The heads of each entity's queue that may go now: FIFO per entity by `seq`; an entity whose head
 * waits for the user (conflict, failed, paused) or for its backoff sends nothing after it.
 */
export function sendableHeads(entries: readonly OutboxEntry[], now: number): OutboxEntry[] {
  const heads = new Map<string, OutboxEntry>();
  for (const entry of [...entries].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) {
    if (entry.state === 'done' || heads.has(entry.entityKey)) continue;
    heads.set(entry.entityKey, entry);
  }
  return [...heads.values()].filter(
    (entry) =>
      entry.state === 'pending' ||
      entry.state === 'sending' ||
      (entry.state === 'retrying' && entry.nextAttemptAt <= now),
  );
}
