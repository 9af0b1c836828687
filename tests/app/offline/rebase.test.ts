import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { versionedKinds } from '../../../src/app/offline/entry-versions.ts';
import { openLocalDb, type LocalDb, type OutboxEntry } from '../../../src/app/offline/local-db.ts';
import { kindOf, type OutboxKindName } from '../../../src/app/offline/outbox-kinds.ts';
import { reapplyConflict } from '../../../src/app/offline/rebase.ts';
import { Replayer } from '../../../src/app/offline/replayer.ts';
import { entryOf, start, uniqueName } from './outbox-entry.ts';

const locationId = 5;
const count = (id: number | undefined, version: number | undefined, countedVolume: number) => ({
  ...(id === undefined ? {} : { id, version }),
  locationId,
  productId: 'EUR',
  treatmentId: 'STD',
  qualityId: 'A',
  countedVolume,
});

/**
 * One change of each kind that names a version, made on version 3 of what it changes (for a save of
 * counts, report 12; report 11 of the same save stays at 2), and the 409 data the server answers when
 * that row is at version 9 now: the current order row, or the current counting report.
 */
const conflicting: Record<string, { entry: Partial<OutboxEntry>; current: object }> = {
  orderStatus: {
    entry: { payload: { orderId: 1, transactionStatusId: 2 }, baseVersion: 3 },
    current: { id: 1, version: 9, transactionStatusId: 3 },
  },
  orderReception: {
    entry: { payload: { orderId: 1, lines: [{ lineId: 4, quantityReceived: 2 }] }, baseVersion: 3 },
    current: { id: 1, version: 9 },
  },
  orderPicking: {
    entry: { payload: { orderId: 1, markAs: 'picked', lines: [] }, baseVersion: 3 },
    current: { id: 1, version: 9 },
  },
  countingReports: {
    entry: {
      entityKey: `counting:${locationId}`,
      payload: { locationId, reports: [count(11, 2, 7), count(12, 3, 8), count(undefined, undefined, 1)] },
      baseVersion: null,
    },
    current: { id: 12, version: 9, countedVolume: 4, index: 1 },
  },
  countingReportConfirm: {
    entry: {
      entityKey: `counting:${locationId}`,
      payload: { locationId, id: 12, version: 3 },
      baseVersion: null,
    },
    current: { id: 12, version: 9, countedVolume: 4 },
  },
  countingReportDelete: {
    entry: {
      entityKey: `counting:${locationId}`,
      payload: { locationId, id: 12, version: 3 },
      baseVersion: null,
    },
    current: { id: 12, version: 9, countedVolume: 4 },
  },
  containerStatus: {
    entry: {
      entityKey: 'container:31',
      payload: { id: 31, status: 'NeedsRepair', reason: 'Bent', number: 'NPC-10031' },
      baseVersion: 3,
    },
    current: { id: 31, version: 9, status: 'NeedsRepair' },
  },
};

/** The request the entry would send now, as the transport builds it. */
const requestOf = (entry: OutboxEntry) => kindOf(entry.kind).body(entry.payload, entry.baseVersion) as object;

/** The versions a request names: the order's (or the container's), or each counting report's by id. */
function versionsIn(request: object): Record<string, number | undefined> {
  const body = request as { version?: number; id?: number; reports?: { id?: number; version?: number }[] };
  if (body.reports)
    return Object.fromEntries(body.reports.map((report) => [`report ${report.id}`, report.version]));
  // A repair mark names the container's version, a whole-entity write like an order's.
  if ('reason' in body) return { order: body.version };
  return body.id === undefined ? { order: body.version } : { [`report ${body.id}`]: body.version };
}

describe('re-applying a change after a version conflict (issue 14 item 12)', () => {
  let db: LocalDb;
  const add = async (overrides: Partial<OutboxEntry>) => {
    const entry = entryOf(overrides);
    entry.seq = await db.outbox.add(entry);
    return entry;
  };
  const conflictOf = (kind: OutboxKindName, current: object): Partial<OutboxEntry> => ({
    kind,
    state: 'conflict',
    attempts: 1,
    error: { status: 409, message: 'Changed by someone else', type: 'VersionConflict', data: current },
  });

  beforeEach(() => {
    db = openLocalDb(uniqueName('rebase-test'));
  });
  afterEach(() => db.delete());

  it('knows every kind whose request names a version, so every kind that can meet a conflict is tested', () => {
    expect([...versionedKinds].sort()).toEqual(Object.keys(conflicting).sort());
  });

  it.each(Object.keys(conflicting) as OutboxKindName[])(
    '%s: "Apply my change to the new version" sends it on the version the server has now',
    async (kind) => {
      const { entry: overrides, current } = conflicting[kind]!;
      const conflict = await add({ ...overrides, ...conflictOf(kind, current) });
      const before = versionsIn(requestOf(conflict));

      expect(await reapplyConflict(db, conflict.id, start + 1000)).toBe(true);

      const [reapplied, ...others] = await db.outbox.toArray();
      expect(others).toEqual([]);
      expect(reapplied).toMatchObject({ seq: conflict.seq, state: 'pending', error: null, attempts: 0 });
      expect(reapplied!.id).not.toBe(conflict.id);
      const after = versionsIn(requestOf(reapplied!));
      const refused = kind.startsWith('counting') ? 'report 12' : 'order';
      expect(before[refused]).toBe(3);
      expect(after).toEqual({ ...before, [refused]: 9 });
    },
  );

  it("moves the user's later changes that named the refused version, and nothing else", async () => {
    const { entry, current } = conflicting.countingReports!;
    const conflict = await add({ ...entry, ...conflictOf('countingReports', current) });
    const confirm12 = await add({
      ...conflicting.countingReportConfirm!.entry,
      kind: 'countingReportConfirm',
    });
    const delete11 = await add({
      ...conflicting.countingReportDelete!.entry,
      kind: 'countingReportDelete',
      payload: { locationId, id: 11, version: 2 },
    });
    const elsewhere = await add({
      ...conflicting.countingReportConfirm!.entry,
      kind: 'countingReportConfirm',
      entityKey: 'counting:6',
      payload: { locationId: 6, id: 12, version: 3 },
    });

    await reapplyConflict(db, conflict.id, start);

    const request = async (seq: number | undefined) => versionsIn(requestOf((await db.outbox.get(seq!))!));
    expect(await request(confirm12.seq)).toEqual({ 'report 12': 9 });
    expect(await request(delete11.seq)).toEqual({ 'report 11': 2 });
    expect(await request(elsewhere.seq)).toEqual({ 'report 12': 3 });
  });

  it('leaves an entry that is no longer a conflict alone', async () => {
    const pending = await add({});
    expect(await reapplyConflict(db, pending.id, start)).toBe(false);
    expect(await db.outbox.toArray()).toEqual([pending]);
  });
});

describe("an answer's versions move the later changes of the same rows", () => {
  let db: LocalDb;
  beforeEach(() => {
    db = openLocalDb(uniqueName('rebase-answer-test'));
  });
  afterEach(() => db.delete());

  it('a recount saved offline, then a confirm of the same report: the confirm names the recount’s version', async () => {
    const recount = entryOf({
      ...conflicting.countingReports!.entry,
      kind: 'countingReports',
      payload: { locationId, reports: [count(12, 3, 8)] },
    });
    const confirm = entryOf({ ...conflicting.countingReportConfirm!.entry, kind: 'countingReportConfirm' });
    for (const entry of [recount, confirm]) entry.seq = await db.outbox.add(entry);
    const sent: object[] = [];
    const replayer = new Replayer({
      db,
      send: async (entry) => {
        sent.push(requestOf(entry));
        return entry.kind === 'countingReports'
          ? { status: 200, data: [{ id: 12, version: 4, countedVolume: 8 }] }
          : { status: 200, data: { id: 12, version: 5, confirmed: true } };
      },
      acknowledge: async () => undefined,
      currentUserId: () => recount.userId,
      now: () => start,
    });
    await replayer.drain();
    expect(sent.map(versionsIn)).toEqual([{ 'report 12': 3 }, { 'report 12': 4 }]);
  });
});
