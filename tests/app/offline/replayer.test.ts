import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../src/app/offline/local-db.ts';
import { outcomeOf, sendableHeads } from '../../../src/app/offline/replay-outcome.ts';
import { entryOf, start } from './outbox-entry.ts';

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
