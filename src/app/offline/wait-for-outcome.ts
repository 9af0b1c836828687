import { liveQuery } from 'dexie';
import { localDb, type OutboxEntry } from './local-db.ts';

/**
 * What a change kept on the device waits for: the network (the device is offline, so nothing is tried
 * until it is back), a retry (online, a try failed and the backoff tries again), or the answer to a try
 * that is still under way.
 */
export type QueuedReason = 'network' | 'retry' | 'answer';

/** How a saved change ended up, as far as the screen waited: `queued` means it is still on the device. */
export type SaveOutcome =
  | { kind: 'sent'; response: unknown }
  | { kind: 'queued'; waitsFor: QueuedReason }
  | { kind: 'conflict' | 'failed' | 'paused'; entry: OutboxEntry };

/** Why a change is still on the device now: offline nothing is tried, whatever happened before. */
const queuedNow = (lastState: OutboxEntry['state'] | undefined): SaveOutcome => ({
  kind: 'queued',
  waitsFor: !navigator.onLine ? 'network' : lastState === 'retrying' ? 'retry' : 'answer',
});

/**
 * Waits a little for the replayer to send a just-saved entry, so an online user learns the answer at
 * once; offline, or when the answer takes longer, the change stays queued on the device.
 */
export function waitForOutcome(id: string, maxWaitMs = 8000): Promise<SaveOutcome> {
  if (!navigator.onLine) return Promise.resolve(queuedNow(undefined));
  return new Promise((resolve) => {
    let lastState: OutboxEntry['state'] | undefined;
    const timer = setTimeout(() => finish(queuedNow(lastState)), maxWaitMs);
    const subscription = liveQuery(() => localDb.outbox.where('id').equals(id).first()).subscribe({
      next: (entry) => {
        lastState = entry?.state;
        // Gone: sent and acknowledged (a discard needs the user, who is on this screen).
        if (!entry) return finish({ kind: 'sent', response: undefined });
        if (entry.state === 'done') return finish({ kind: 'sent', response: entry.response });
        if (entry.state === 'conflict' || entry.state === 'failed' || entry.state === 'paused')
          return finish({ kind: entry.state, entry });
        if (entry.state === 'retrying' && entry.error?.status === 0) return finish(queuedNow(entry.state));
      },
      error: () => finish(queuedNow(lastState)),
    });
    function finish(outcome: SaveOutcome) {
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(outcome);
    }
  });
}
