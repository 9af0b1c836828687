import { liveQuery } from 'dexie';
import { localDb, type OutboxEntry } from './local-db.ts';

/** How a saved change ended up, as far as the screen waited: `queued` means it is still on the device. */
export type SaveOutcome =
  | { kind: 'sent'; response: unknown }
  | { kind: 'queued' }
  | { kind: 'conflict' | 'failed' | 'paused'; entry: OutboxEntry };

/**
 * Waits a little for the replayer to send a just-saved entry, so an online user learns the answer at
 * once; offline, or when the answer takes longer, the change stays queued on the device.
 */
export function waitForOutcome(id: string, maxWaitMs = 8000): Promise<SaveOutcome> {
  if (!navigator.onLine) return Promise.resolve({ kind: 'queued' });
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish({ kind: 'queued' }), maxWaitMs);
    const subscription = liveQuery(() => localDb.outbox.where('id').equals(id).first()).subscribe({
      next: (entry) => {
        // Gone: sent and acknowledged (a discard needs the user, who is on this screen).
        if (!entry) return finish({ kind: 'sent', response: undefined });
        if (entry.state === 'done') return finish({ kind: 'sent', response: entry.response });
        if (entry.state === 'conflict' || entry.state === 'failed' || entry.state === 'paused')
          return finish({ kind: entry.state, entry });
        if (entry.state === 'retrying' && entry.error?.status === 0) return finish({ kind: 'queued' });
      },
      error: () => finish({ kind: 'queued' }),
    });
    function finish(outcome: SaveOutcome) {
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(outcome);
    }
  });
}
