import { newEntryId } from '../../../src/app/offline/entry-id.ts';
import { openLocalDb, type LocalDb, type OutboxEntry } from '../../../src/app/offline/local-db.ts';
import { kindOf, type OutboxKindName, type PayloadOf } from '../../../src/app/offline/outbox-kinds.ts';
import { OutboxScheduler } from '../../../src/app/offline/outbox-scheduler.ts';
import { Replayer } from '../../../src/app/offline/replayer.ts';
import type { ServerLink } from './server-link.ts';

let devices = 0;

/**
 * A device with its own outbox database (fake-indexeddb) and its own clock, so a backoff never makes a
 * test wait: the test moves `now`. Entries are written as saveToOutbox writes them (outbox.ts), which
 * uses the app's one database and the logged-in user of localStorage.
 */
export class TestDevice {
  now = Date.UTC(2026, 0, 5, 8);
  readonly db: LocalDb = openLocalDb(`outbox-test-${process.pid}-${++devices}`);

  async save<K extends OutboxKindName>(
    userId: number,
    kind: K,
    payload: PayloadOf<K>,
    baseVersion: number | null,
  ): Promise<OutboxEntry> {
    const entry: OutboxEntry = {
      id: newEntryId(this.now),
      userId,
      market: 'no',
      locationId: null,
      kind,
      subject: `order ${(payload as { orderId: number }).orderId}`,
      entityKey: kindOf(kind).entityKey(payload),
      payload,
      baseVersion,
      createdAt: this.now,
      attempts: 0,
      nextAttemptAt: this.now,
      state: 'pending',
      error: null,
    };
    entry.seq = await this.db.outbox.add(entry);
    return entry;
  }

  async entriesOf(userId: number): Promise<OutboxEntry[]> {
    return this.db.outbox.where('userId').equals(userId).sortBy('seq');
  }

  /** As resumePausedEntries (outbox.ts): the same user logged in again. */
  async resumePaused(userId: number) {
    await this.db.outbox
      .where('userId')
      .equals(userId)
      .filter((entry) => entry.state === 'paused')
      .modify({ state: 'pending', nextAttemptAt: this.now, error: null });
  }

  /** As discardEntry (outbox.ts): the user gives a change up. */
  async discard(id: string) {
    await this.db.outbox.where('id').equals(id).delete();
  }

  /** A replayer as the app starts one (replayer-driver.ts), sending over `link` as `userId`. */
  replayer(
    link: Pick<ServerLink, 'send' | 'acknowledge'> & Partial<Pick<ServerLink, 'isOnline'>>,
    userId: number,
  ) {
    return new Replayer({
      db: this.db,
      send: link.send,
      acknowledge: link.acknowledge,
      currentUserId: () => userId,
      isOnline: link.isOnline,
      now: () => this.now,
      random: () => 0.5,
    });
  }

  /** The scheduler replayer-driver.ts runs around `replayer`, on this device's clock. */
  scheduler(replayer: Replayer, link: Pick<ServerLink, 'probe' | 'isOnline'>) {
    return new OutboxScheduler({
      replayer,
      probe: link.probe,
      isOnline: link.isOnline,
      now: () => this.now,
      random: () => 0.5,
    });
  }

  /**
   * The scheduler's timers firing in simulated time: the clock jumps to each wake-up due before
   * `until` (or until `isSettled`). Fails on a scheduler that keeps asking to wake without progress.
   */
  async runTimers(scheduler: OutboxScheduler, until: number, isSettled = async () => false) {
    for (let wakes = 0; !(await isSettled()); wakes++) {
      if (wakes > 2000) throw new Error('the outbox scheduler wakes without end');
      const at = await scheduler.wakeAt();
      if (at === null || at > until) break;
      this.now = Math.max(this.now, at);
      await scheduler.wake();
    }
  }

  async destroy() {
    await this.db.delete();
  }
}
