import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLocalDb, type LocalDb, type OutboxEntry } from '../../../src/app/offline/local-db.ts';
import { OutboxScheduler, probeEveryMs } from '../../../src/app/offline/outbox-scheduler.ts';
import type { SendResult } from '../../../src/app/offline/replay-outcome.ts';
import { Replayer } from '../../../src/app/offline/replayer.ts';
import { entryOf, me, start, uniqueName } from './outbox-entry.ts';

/** An entry that has waited for the network through many tries: its backoff is at the 5-minute cap. */
const longWaiting: Partial<OutboxEntry> = {
  state: 'retrying',
  attempts: 12,
  nextAttemptAt: start + 300_000,
  error: { status: 0, message: 'The network is not reachable', type: 'NetworkError' },
};

describe('when the outbox tries again: offline, the network back, the server back (issue 14 item 13)', () => {
  let db: LocalDb;
  let now: number;
  let online: boolean;
  let serverUp: boolean;
  let sent: number;
  let probes: boolean[];
  let answer: () => SendResult;

  const replayer = () =>
    new Replayer({
      db,
      send: async () => {
        sent++;
        if (!online || !serverUp) throw new TypeError('Failed to fetch');
        return answer();
      },
      acknowledge: async () => {
        if (!online || !serverUp) throw new TypeError('Failed to fetch');
      },
      currentUserId: () => me,
      isOnline: () => online,
      now: () => now,
      random: () => 0,
    });
  const schedulerOf = (replaying: Replayer) =>
    new OutboxScheduler({
      replayer: replaying,
      probe: async () => {
        probes.push(online && serverUp);
        return online && serverUp;
      },
      isOnline: () => online,
      now: () => now,
      random: () => 0.5,
    });
  /** The driver's timer: the clock jumps to each wake-up due until `until`. */
  async function runTimers(scheduler: OutboxScheduler, until: number) {
    for (let at = await scheduler.wakeAt(); at !== null && at <= until; at = await scheduler.wakeAt()) {
      now = Math.max(now, at);
      await scheduler.wake();
    }
    now = until;
  }
  const add = async (overrides: Partial<OutboxEntry> = {}) => {
    const entry = entryOf(overrides);
    entry.seq = await db.outbox.add(entry);
    return entry;
  };
  const stored = () => db.outbox.orderBy('seq').toArray();

  beforeEach(() => {
    db = openLocalDb(uniqueName('scheduler-test'));
    now = start;
    online = true;
    serverUp = true;
    sent = 0;
    probes = [];
    answer = () => ({ status: 200, data: {} });
  });
  afterEach(() => db.delete());

  it('sends nothing while the browser says it is offline, so no try is used up', async () => {
    online = false;
    await add();
    await add({ ...longWaiting, entityKey: 'order:2', nextAttemptAt: start });
    const scheduler = schedulerOf(replayer());
    await scheduler.wake();
    await replayer().drain();

    expect(sent).toBe(0);
    expect((await stored()).map((entry) => [entry.state, entry.attempts])).toEqual([
      ['pending', 0],
      ['retrying', 12],
    ]);
    // No timer either: the `online` event wakes it.
    expect(await scheduler.wakeAt()).toBeNull();
    expect(probes).toEqual([]);
  });

  it('the network back restarts the backoff: a failure just after waits 0.5–1 s, not the 5-minute cap', async () => {
    await add(longWaiting);
    serverUp = false; // The first try after reconnecting fails too.
    const scheduler = schedulerOf(replayer());
    await scheduler.networkBack();

    expect(sent).toBe(1);
    expect((await stored())[0]).toMatchObject({ state: 'retrying', attempts: 1, nextAttemptAt: start + 500 });
    serverUp = true;
    await runTimers(scheduler, start + 500);
    expect(await stored()).toEqual([]);
  });

  it('a server that comes back without an event is found by the health probe, and the backoff restarts', async () => {
    await add(longWaiting);
    serverUp = false;
    const scheduler = schedulerOf(replayer());
    await runTimers(scheduler, start + 60_000);
    expect(sent).toBe(0);
    expect(probes.length).toBeGreaterThanOrEqual(10);
    expect(probes.every((isUp) => !isUp)).toBe(true);

    serverUp = true;
    const back = now;
    await runTimers(scheduler, back + probeEveryMs * 1.2);
    expect(await stored()).toEqual([]);
    expect(sent).toBe(1);
  });

  it('keeps a Retry-After when the backoff restarts', async () => {
    await add();
    answer = () => ({ status: 503, retryAfterMs: 20_000 });
    const replaying = replayer();
    await replaying.drain();
    answer = () => ({ status: 200, data: {} });
    await schedulerOf(replaying).networkBack();

    expect(sent).toBe(1);
    expect((await stored())[0]).toMatchObject({ attempts: 0, nextAttemptAt: start + 20_000 });
  });

  it('does not restart a request that fails while the server answers its probes (no loop every few seconds)', async () => {
    await add();
    answer = () => ({ status: 502 });
    const scheduler = schedulerOf(replayer());
    await scheduler.wake();
    await runTimers(scheduler, start + 10 * 60_000);

    // One restart at most (the first good probe after the start), then the backoff doubles to its cap
    // (half of each with this random): about 15 sends in 10 minutes, where a probe-led loop makes 120.
    expect(sent).toBeLessThan(20);
    expect(probes.length).toBeGreaterThan(100);
    expect((await stored())[0]!.attempts).toBeGreaterThanOrEqual(8);
  });

  it('acknowledges answered entries once the server is back, without a new send', async () => {
    await add();
    const replaying = replayer();
    const scheduler = schedulerOf(replaying);
    // Answered, and then the server goes away before the acknowledgement.
    answer = () => {
      serverUp = false;
      return { status: 200, data: {} };
    };
    await scheduler.wake();
    expect((await stored())[0]!.state).toBe('done');

    serverUp = true;
    await runTimers(scheduler, now + probeEveryMs * 1.2);
    expect(await stored()).toEqual([]);
    expect(sent).toBe(1);
  });
});
