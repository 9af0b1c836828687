import { localDb } from './local-db.ts';

const pollMs = 200;

/**
 * Resolves once no outbox entry is on the wire, in any tab (the state is in IndexedDB), or after
 * `maxWaitMs`: an app update waits for this so it never interrupts a replay (an entry left `sending`
 * is resent after the reload, which the idempotency key makes safe).
 */
export async function whenOutboxIdle(maxWaitMs = 10_000): Promise<void> {
  const deadline = Date.now() + maxWaitMs;
  while (Date.now() < deadline) {
    const sending = await localDb.outbox.where('state').equals('sending').count();
    if (sending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
