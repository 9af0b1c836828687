import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkLoadTimeoutMs } from '../../../src/domain/error-tracking/client-error-rules.ts';
import { timeLazyRoutes, withLoadTimeout } from '../../../src/app/error-tracking/chunk-timeout.ts';
import { isLoadFailure, LoadFailedError } from '../../../src/app/error-tracking/load-failed-error.ts';

const fetchSpy = vi.fn(() => Promise.resolve(new Response('{}')));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchSpy);
  fetchSpy.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const never = () => new Promise<void>(() => {});

describe('the chunk load timeout (spec §8, §9: 120 s)', () => {
  it('is 120 seconds', () => {
    expect(chunkLoadTimeoutMs).toBe(120_000);
  });

  it('fails a load still pending after 120 s with the load-failed error naming the request, and reports it', async () => {
    const loading = withLoadTimeout(never(), '/app/orders (component)');
    const outcome = loading.then(
      () => null,
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(chunkLoadTimeoutMs - 1);
    expect(fetchSpy).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(LoadFailedError);
    expect(error).toMatchObject({
      name: 'LoadFailedError',
      request: '/app/orders (component)',
      isTimeout: true,
    });
    expect(isLoadFailure(error)).toBe(true);
    // Sent at once (a reload may follow), as a load-failed report with its request.
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/clientErrors$/);
    const body = JSON.parse(String(init.body)) as { entries: { kind: string; request: string }[] };
    expect(body.entries[0]).toMatchObject({ kind: 'load-failed', request: '/app/orders (component)' });
    expect(init.keepalive).toBe(true);
  });

  it('lets a load that arrives in time through', async () => {
    const loading = withLoadTimeout(Promise.resolve('chunk'), '/app/home');
    await expect(loading).resolves.toBe('chunk');
    await vi.advanceTimersByTimeAsync(chunkLoadTimeoutMs);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("puts the timeout on a lazy route component's preload", async () => {
    const component = { preload: vi.fn(never) };
    timeLazyRoutes([{ id: '/app/reports', fullPath: '/app/reports', options: { component } }]);
    const outcome = component.preload().then(
      () => null,
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(chunkLoadTimeoutMs);
    expect(await outcome).toMatchObject({ request: '/app/reports (component)' });
  });
});
