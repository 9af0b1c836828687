import { describe, expect, it } from 'vitest';
import { parseRetryAfter, retryDelayMs } from '../../../src/app/offline/retry-delay.ts';

const start = Date.UTC(2026, 0, 5, 8);

describe('retryDelayMs: the backoff before the next try', () => {
  it('doubles from 1 s per attempt, with jitter between half and the whole', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 1))).toEqual([1000, 2000, 4000, 8000]);
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 0))).toEqual([500, 1000, 2000, 4000]);
    expect(retryDelayMs(3, 0.5)).toBe(3000);
  });

  it('stops growing at 5 minutes', () => {
    expect(retryDelayMs(10, 1)).toBe(300_000);
    expect(retryDelayMs(1000, 1)).toBe(300_000);
    expect(retryDelayMs(1000, 0)).toBe(150_000);
  });

  it("takes the server's Retry-After when it asks for longer", () => {
    expect(retryDelayMs(1, 1, 60_000)).toBe(60_000);
    expect(retryDelayMs(5, 1, 2_000)).toBe(16_000);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('120', start)).toBe(120_000);
    expect(parseRetryAfter(new Date(start + 30_000).toUTCString(), start)).toBe(30_000);
    expect(parseRetryAfter(new Date(start - 30_000).toUTCString(), start)).toBe(0);
    expect(parseRetryAfter('soon', start)).toBeUndefined();
    expect(parseRetryAfter(null, start)).toBeUndefined();
  });
});
