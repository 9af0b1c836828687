const baseMs = 1000;
const capMs = 5 * 60_000;

/**
 * Backoff before the next try: 1 s doubling per attempt up to 5 min, with jitter between half and the
 * whole (so a fleet of tablets coming back online does not retry in step); a server's Retry-After wins
 * when it asks for longer.
 */
export function retryDelayMs(attempts: number, random: number, retryAfterMs?: number): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempts - 1));
  const delay = ceiling / 2 + (ceiling / 2) * random;
  return Math.max(delay, retryAfterMs ?? 0);
}

/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
