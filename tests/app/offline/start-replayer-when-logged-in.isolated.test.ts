import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenKey } from '../../../src/app/api/client.ts';
import { startReplayerWhenLoggedIn } from '../../../src/app/offline/start-replayer-when-logged-in.ts';

const { startOutboxReplayer } = vi.hoisted(() => ({ startOutboxReplayer: vi.fn() }));
vi.mock('../../../src/app/offline/replayer-driver.ts', () => ({ startOutboxReplayer }));

/** A router that tells its subscribers when a navigation resolved, as TanStack Router's does. */
function fakeRouter() {
  const listeners = new Set<() => void>();
  return {
    subscribe: vi.fn((_event: string, listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    }),
    resolve: () => [...listeners].forEach((listener) => listener()),
    listening: () => listeners.size,
  };
}

describe('the outbox replayer starts once someone is logged in (issue 15 item 12)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => startOutboxReplayer.mockClear());

  it('on a device with a session, starts once its first screen has resolved, not before', async () => {
    localStorage.setItem(tokenKey, 'session-token');
    const router = fakeRouter();
    startReplayerWhenLoggedIn(router as never);
    await new Promise((settled) => setTimeout(settled, 20));
    expect(startOutboxReplayer).not.toHaveBeenCalled();

    router.resolve();
    await vi.waitFor(() => expect(startOutboxReplayer).toHaveBeenCalledTimes(1));
    expect(router.listening()).toBe(0);
  });

  it('waits on the login page, and starts once after the login navigates', async () => {
    const router = fakeRouter();
    startReplayerWhenLoggedIn(router as never);
    router.resolve();
    await new Promise((settled) => setTimeout(settled, 20));
    expect(startOutboxReplayer).not.toHaveBeenCalled();

    localStorage.setItem(tokenKey, 'session-token');
    router.resolve();
    router.resolve();
    await vi.waitFor(() => expect(startOutboxReplayer).toHaveBeenCalledTimes(1));
    expect(router.listening()).toBe(0);
  });
});
