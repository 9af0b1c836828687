import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLocalDb, type LocalDb, type OutboxEntry } from '../../../src/app/offline/local-db.ts';
import {
  outcomeOf,
  Replayer,
  sendableHeads,
  type ReplayerDeps,
  type SendResult,
} from '../../../src/app/offline/replayer.ts';
import { parseRetryAfter, retryDelayMs } from '../../../src/app/offline/retry-delay.ts';

const me = 7;
const someoneElse = 8;
const start = Date.UTC(2026, 0, 5, 8);

let ids = 0;
/** An outbox entry as saveToOutbox makes it: a status change of order 1 by `me`, unless told otherwise. */
function entryOf(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  const orderId = overrides.entityKey ? Number(overrides.entityKey.split(':')[1]) : 1;
  return {
    id: `entry-${++ids}`,
    userId: me,
    market: 'no',
    locationId: null,
    kind: 'orderStatus',
    subject: `NO-${orderId}`,
    entityKey: `order:${orderId}`,
    payload: { orderId, transactionStatusId: 2 },
    baseVersion: 3,
    createdAt: start,
    attempts: 0,
    nextAttemptAt: start,
    state: 'pending',
    error: null,
    ...overrides,
  };
}

describe('outcomeOf: what an answer does to an outbox entry', () => {
  it('is done on 2xx', () => {
    for (const status of [200, 201, 204]) expect(outcomeOf({ status })).toBe('done');
  });

  it('retries a network failure, 5xx, 408 and 429', () => {
    expect(outcomeOf(null)).toBe('retry');
    for (const status of [500, 502, 503, 504, 408, 429])
      expect(outcomeOf({ status }), `${status}`).toBe('retry');
  });

  it('pauses on 401', () => {
    expect(outcomeOf({ status: 401, error: { type: 'UnauthorizedAccess' } })).toBe('paused');
  });

  it('keeps a version conflict for the user, and fails other 409s and 4xx', () => {
    expect(outcomeOf({ status: 409, error: { type: 'VersionConflict' } })).toBe('conflict');
    expect(outcomeOf({ status: 409, error: { type: 'InvalidStatusTransition' } })).toBe('failed');
    for (const status of [400, 403, 404, 413, 422]) expect(outcomeOf({ status }), `${status}`).toBe('failed');
  });
});

describe('sendableHeads: which entries may go now', () => {
  const seqs = (entries: OutboxEntry[]) => entries.map((entry) => entry.seq);

  it('sends the oldest entry of each entity, whatever order they are read in', () => {
    const entries = [
      entryOf({ seq: 3, entityKey: 'order:2' }),
      entryOf({ seq: 2, entityKey: 'order:1' }),
      entryOf({ seq: 1, entityKey: 'order:1' }),
      entryOf({ seq: 4, entityKey: 'order:2' }),
    ];
    expect(seqs(sendableHeads(entries, start))).toEqual([1, 3]);
  });

  it('skips done entries and resends one left sending', () => {
    const entries = [
      entryOf({ seq: 1, state: 'done' }),
      entryOf({ seq: 2, state: 'sending' }),
      entryOf({ seq: 3 }),
    ];
    expect(seqs(sendableHeads(entries, start))).toEqual([2]);
  });

  it('holds back the rest of an entity behind a conflict, a failure or a pause, not other entities', () => {
    for (const state of ['conflict', 'failed', 'paused'] as const) {
      const entries = [
        entryOf({ seq: 1, state }),
        entryOf({ seq: 2 }),
        entryOf({ seq: 3, entityKey: 'order:2' }),
      ];
      expect(seqs(sendableHeads(entries, start)), state).toEqual([3]);
    }
  });

  it('waits for a backoff to end, and holds the entity back meanwhile', () => {
    const entries = [
      entryOf({ seq: 1, state: 'retrying', nextAttemptAt: start + 1000 }),
      entryOf({ seq: 2 }),
    ];
    expect(sendableHeads(entries, start + 999)).toEqual([]);
    expect(seqs(sendableHeads(entries, start + 1000))).toEqual([1]);
  });
});

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
    db = openLocalDb(`replayer-test-${++ids}`);
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
      for (let waited = 0; inFlight < 4 && waited < 50; waited++) {
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      inFlightPerEntity.set(entry.entityKey, inFlightPerEntity.get(entry.entityKey)! - 1);
      inFlight--;
      return { status: 200, data: {} };
    };
    const saved = [];
    for (let index = 0; index < 12; index++) saved.push(await add({ entityKey: `order:${index % 6}` }));
    await replayer().drain();

    expect(sent).toHaveLength(12);
    for (let orderId = 0; orderId < 6; orderId++) {
      const ofOrder = (entries: OutboxEntry[]) =>
        entries.filter((entry) => entry.entityKey === `order:${orderId}`);
      expect(ofOrder(sent).map((entry) => entry.id)).toEqual(ofOrder(saved).map((entry) => entry.id));
    }
    expect(mostInFlight).toBe(4);
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
    await replaying.retryNow();
    expect(sent).toHaveLength(3);
    expect(await stored()).toEqual([]);
  });

  it("waits as long as a 503's Retry-After asks, and retryNow does not cut it short", async () => {
    await add();
    answer = () => ({ status: 503, retryAfterMs: 120_000 });
    const replaying = replayer();
    await replaying.drain();
    expect((await stored())[0]).toMatchObject({
      state: 'retrying',
      nextAttemptAt: start + 120_000,
      error: { status: 503, type: 'HttpError' },
    });
    await replaying.retryNow();
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
