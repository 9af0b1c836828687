import { localDb } from './local-db.ts';

const pollMs = 200;

/**
 * Resolves once no outbox entry is on the wire, in any tab (the state is in IndexedDB): an app update
 * waits for this so it never interrupts a replay. The wait ends anyway after `maxWaitMs`, longer than
 * the transport's 30 s timeout, so only a tab that died mid-send (its entry stays `sending` until the
 * next replay resends it, which the idempotency key makes safe) can hold it that long.
 */
export async function whenOutboxIdle(maxWaitMs = 35_000): Promise<void> {
  const deadline = Date.now() + maxWaitMs;
  while (Date.now() < deadline) {
    const sending = await localDb.outbox.where('state').equals('sending').count();
    if (sending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
