import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLocalDb, type LocalDb, type OutboxEntry } from '../../../src/app/offline/local-db.ts';
import type { SendResult } from '../../../src/app/offline/replay-outcome.ts';
import { maxInFlight, Replayer, type ReplayerDeps } from '../../../src/app/offline/replayer.ts';
import { entryOf, me, someoneElse, start, uniqueName } from './outbox-entry.ts';

describe('Replayer: sending the outbox', () => {
  let db: LocalDb;
  let now: number;
  let sent: OutboxEntry[];
  let acknowledged: string[][];
  let answer: (entry: OutboxEntry) => SendResult | Promise<SendResult>;
  let acknowledge: ReplayerDeps['acknowledge'];
  let user: number | null;

  const replayer = () =>
    new Replayer({
      db,
      send: async (entry) => {
        sent.push(entry);
        return answer(entry);
      },
      acknowledge: (userId, keys) => {
        acknowledged.push(keys);
        return acknowledge(userId, keys);
      },
      currentUserId: () => user,
      now: () => now,
      random: () => 0,
    });
  const add = async (overrides: Partial<OutboxEntry> = {}) => {
    const entry = entryOf(overrides);
    entry.seq = await db.outbox.add(entry);
    return entry;
  };
  const stored = async () => db.outbox.orderBy('seq').toArray();
  const statesOf = async () => (await stored()).map((entry) => entry.state);

  beforeEach(() => {
    db = openLocalDb(uniqueName('replayer-test'));
    now = start;
    sent = [];
    acknowledged = [];
    answer = () => ({ status: 200, data: {} });
    acknowledge = async () => undefined;
    user = me;
  });
  afterEach(() => db.delete());

  it('sends each entity one entry at a time in the order saved, and entities side by side', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const inFlightPerEntity = new Map<string, number>();
    answer = async (entry) => {
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      inFlightPerEntity.set(entry.entityKey, (inFlightPerEntity.get(entry.entityKey) ?? 0) + 1);
      expect(inFlightPerEntity.get(entry.entityKey)).toBe(1);
      // Answers wait until the drain has put as many on the wire as it will (or a while, for the last few).
      for (let waited = 0; inFlight < maxInFlight && waited < 50; waited++) {
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      inFlightPerEntity.set(entry.entityKey, inFlightPerEntity.get(entry.entityKey)! - 1);
      inFlight--;
      return { status: 200, data: {} };
    };
    const saved = [];
    for (let index = 0; index < 16; index++) saved.push(await add({ entityKey: `order:${index % 8}` }));
    await replayer().drain();

    expect(sent).toHaveLength(16);
    for (let orderId = 0; orderId < 8; orderId++) {
      const ofOrder = (entries: OutboxEntry[]) =>
        entries.filter((entry) => entry.entityKey === `order:${orderId}`);
      expect(ofOrder(sent).map((entry) => entry.id)).toEqual(ofOrder(saved).map((entry) => entry.id));
    }
    expect(mostInFlight).toBe(maxInFlight);
    expect(await stored()).toEqual([]);
  });

  it("rebases the entity's later entries made on the same version to the version the answer names", async () => {
    const first = await add({ baseVersion: 3 });
    const second = await add({ baseVersion: 3 });
    await add({ baseVersion: 5 });
    const other = await add({ baseVersion: 3, entityKey: 'order:2' });
    await add({ baseVersion: 3, userId: someoneElse });
    answer = (entry) => (entry.id === first.id ? { status: 200, data: { version: 4 } } : { status: 500 });
    await replayer().drain();

    const sentBase = new Map(sent.map((entry) => [entry.id, entry.baseVersion]));
    expect(sentBase).toEqual(
      new Map([
        [first.id, 3],
        [second.id, 4],
        [other.id, 3],
      ]),
    );
    expect((await stored()).map((entry) => [entry.entityKey, entry.userId, entry.baseVersion])).toEqual([
      ['order:1', me, 4],
      ['order:1', me, 5],
      ['order:2', me, 3],
      ['order:1', someoneElse, 3],
    ]);
  });

  it('pauses all waiting entries of the user on a 401 and stops sending', async () => {
    await add();
    await add({ entityKey: 'order:2', state: 'retrying', nextAttemptAt: start + 60_000 });
    await add({ entityKey: 'order:3', state: 'conflict' });
    await add({ entityKey: 'order:4', state: 'failed' });
    await add({ entityKey: 'order:5' });
    await add({ userId: someoneElse });
    answer = () => ({ status: 401, error: { message: 'Logged out', type: 'UnauthorizedAccess' } });
    await replayer().drain();

    expect(await statesOf()).toEqual(['paused', 'paused', 'conflict', 'failed', 'paused', 'pending']);
    expect(sent.map((entry) => entry.entityKey).sort()).toEqual(['order:1', 'order:5']);
    expect((await stored())[1]!.error).toMatchObject({ status: 401, type: 'UnauthorizedAccess' });
    sent = [];
    await replayer().drain();
    expect(sent).toEqual([]);
  });

  it('sends again what a 401 paused before the latest login, and leaves what was paused after it', async () => {
    let since: number | null = null;
    const withSession = () =>
      new Replayer({
        db,
        send: async (entry) => {
          sent.push(entry);
          return answer(entry);
        },
        acknowledge: async () => undefined,
        currentUserId: () => user,
        sessionStartedAt: () => since,
        now: () => now,
        random: () => 0,
      });
    await add();
    answer = () => ({ status: 401, error: { message: 'Logged out', type: 'UnauthorizedAccess' } });
    await withSession().drain();
    expect(await statesOf()).toEqual(['paused']);
    expect((await stored())[0]!.pausedAt).toBe(start);

    // The same session: the pause stands.
    since = start - 1;
    sent = [];
    await withSession().drain();
    expect(sent).toEqual([]);

    // A later login whose own resume never ran (its page was left at once): the next drain sends it.
    now = start + 5_000;
    since = start + 1_000;
    answer = () => ({ status: 200, data: {} });
    await withSession().drain();
    expect(sent).toHaveLength(1);
    expect(await statesOf()).toEqual([]);
  });

  it('sends again an entry whose 401 answered a call sent before a login that came during it', async () => {
    let since: number | null = start - 1;
    let calls = 0;
    answer = () => {
      calls++;
      if (calls > 1) return { status: 200, data: {} };
      // The user logs in again while the call with the old token is on the wire.
      now = start + 2_000;
      since = start + 1_000;
      return { status: 401, error: { message: 'Logged out', type: 'UnauthorizedAccess' } };
    };
    await add();
    await new Replayer({
      db,
      send: async (entry) => answer(entry),
      acknowledge: async () => undefined,
      currentUserId: () => user,
      sessionStartedAt: () => since,
      now: () => now,
      random: () => 0,
    }).drain();
    expect(calls).toBe(2);
    expect(await statesOf()).toEqual([]);
  });

  it('keeps a version conflict with the current row, and holds back only that entity', async () => {
    const row = { id: 1, version: 9, transactionStatusId: 3 };
    await add();
    await add();
    const other = await add({ entityKey: 'order:2' });
    answer = (entry) =>
      entry.entityKey === 'order:1'
        ? { status: 409, error: { message: 'Changed by someone else', type: 'VersionConflict', data: row } }
        : { status: 200, data: {} };
    await replayer().drain();

    const [conflict, behind] = await stored();
    expect(conflict).toMatchObject({
      state: 'conflict',
      error: { status: 409, type: 'VersionConflict', message: 'Changed by someone else', data: row },
    });
    expect(behind?.state).toBe('pending');
    expect(sent.map((entry) => entry.entityKey).sort()).toEqual(['order:1', 'order:2']);
    expect(acknowledged).toEqual([[other.id]]);
  });

  it("fails other refusals with the server's message", async () => {
    await add();
    await add({ entityKey: 'order:2' });
    answer = (entry) =>
      entry.entityKey === 'order:1'
        ? { status: 409, error: { message: 'Could not set order status', type: 'InvalidStatusTransition' } }
        : { status: 404 };
    await replayer().drain();

    expect((await stored()).map((entry) => [entry.state, entry.error])).toEqual([
      ['failed', { status: 409, message: 'Could not set order status', type: 'InvalidStatusTransition' }],
      ['failed', { status: 404, message: 'HTTP 404', type: 'HttpError' }],
    ]);
  });

  it('backs off after a network failure and goes again when the time is up or the network is back', async () => {
    await add();
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const replaying = replayer();
    await replaying.drain();
    const [retrying] = await stored();
    expect(retrying).toMatchObject({
      state: 'retrying',
      attempts: 1,
      nextAttemptAt: start + 500,
      error: { status: 0, type: 'NetworkError' },
    });
    expect(await replaying.nextAttemptAt()).toBe(start + 500);

    await replaying.drain();
    expect(sent).toHaveLength(1);
    now = start + 500;
    await replaying.drain();
    expect(sent).toHaveLength(2);
    expect((await stored())[0]).toMatchObject({ attempts: 2, nextAttemptAt: start + 500 + 1000 });

    answer = () => ({ status: 200, data: {} });
    await replaying.restartBackoff();
    expect(sent).toHaveLength(3);
    expect(await stored()).toEqual([]);
  });

  it("waits as long as a 503's Retry-After asks, and a restart of the backoff does not cut it short", async () => {
    await add();
    answer = () => ({ status: 503, retryAfterMs: 120_000 });
    const replaying = replayer();
    await replaying.drain();
    expect((await stored())[0]).toMatchObject({
      state: 'retrying',
      nextAttemptAt: start + 120_000,
      error: { status: 503, type: 'HttpError' },
    });
    await replaying.restartBackoff();
    expect(sent).toHaveLength(1);
  });

  it('deletes answered entries only after the server confirmed it may forget their keys', async () => {
    const first = await add();
    const second = await add({ entityKey: 'order:2' });
    acknowledge = () => Promise.reject(new TypeError('Failed to fetch'));
    await replayer().drain();
    expect(await statesOf()).toEqual(['done', 'done']);

    acknowledge = async () => undefined;
    await replayer().drain();
    expect(acknowledged.map((keys) => [...keys].sort())).toEqual([
      [first.id, second.id].sort(),
      [first.id, second.id].sort(),
    ]);
    expect(await stored()).toEqual([]);
    expect(sent).toHaveLength(2);
  });

  it("never sends or acknowledges another user's entries", async () => {
    await add({ userId: someoneElse });
    await add({ userId: someoneElse, state: 'done' });
    await add({ userId: someoneElse, state: 'retrying' });
    await replayer().drain();
    expect([sent, acknowledged]).toEqual([[], []]);

    user = null;
    await add();
    await replayer().drain();
    expect(sent).toEqual([]);
    expect(await statesOf()).toEqual(['pending', 'done', 'retrying', 'pending']);
  });

  it('resends an entry a closed tab left sending', async () => {
    const left = await add({ state: 'sending', attempts: 1 });
    await replayer().drain();
    expect(sent.map((entry) => entry.id)).toEqual([left.id]);
    expect(await stored()).toEqual([]);
  });
});
