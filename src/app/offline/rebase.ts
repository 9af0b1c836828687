import { newEntryId } from './entry-id.ts';
import {
  movedVersion,
  moveOfConflict,
  movesOfAnswer,
  namedVersions,
  type VersionMove,
} from './entry-versions.ts';
import type { LocalDb, OutboxEntry } from './local-db.ts';

const names = (entry: OutboxEntry, move: VersionMove) =>
  namedVersions(entry).some((named) => named.ref === move.ref && named.version === move.version);

/** The entry as its request would be after the moves; each move applies only where it names that version. */
export function rebasedEntry(entry: OutboxEntry, moves: readonly VersionMove[]): OutboxEntry {
  return moves.reduce(
    (rebased, move) => (names(rebased, move) ? movedVersion(rebased, move, move.to) : rebased),
    entry,
  );
}

/**
 * The user's later changes to the entity were made on top of `entry`: those that name a row at the
 * version `entry` named now name the version the move gives it — the one the server answered `entry`
 * with, or the server's current one when the user re-applies `entry` after a conflict.
 */
export async function rebaseLaterEntries(db: LocalDb, entry: OutboxEntry, moves: readonly VersionMove[]) {
  if (moves.length === 0) return;
  await db.outbox
    .where('entityKey')
    .equals(entry.entityKey)
    .filter(
      (later) =>
        later.userId === entry.userId &&
        (later.seq ?? 0) > (entry.seq ?? 0) &&
        later.state !== 'done' &&
        moves.some((move) => names(later, move)),
    )
    .modify((later) => {
      const { payload, baseVersion } = rebasedEntry(later, moves);
      later.payload = payload;
      later.baseVersion = baseVersion;
    });
}

/**
 * A new entry made on a copy of the entity older than the user's own changes the server has answered
 * (sent in the background while the screen still shows the version before them): it names the version
 * those answers gave, as rebaseLaterEntries would have moved it had it been saved before the answers
 * came. Without this, the user's next change conflicts with their own. Call it in the transaction that
 * adds the entry, so an answer is either seen here or moves the added entry.
 */
export async function onTopOfOwnAnswers(db: LocalDb, entry: OutboxEntry): Promise<OutboxEntry> {
  const answered = await db.outbox
    .where('entityKey')
    .equals(entry.entityKey)
    .filter((sent) => sent.userId === entry.userId && sent.state === 'done')
    .sortBy('seq');
  return rebasedEntry(
    entry,
    answered.flatMap((sent) => movesOfAnswer(sent, sent.response)),
  );
}

/**
 * Re-applies a conflicting change on the version the server has now (the conflict's row): a new entry
 * with a new key (the old key belongs to the old request) takes the old one's place in the queue, naming
 * the current version wherever its request named the refused one — the base version of an order write,
 * the report's own version in a counting write — and the user's later changes to the entity that named
 * the same old version move with it. False when the entry is no longer a conflict it can re-apply.
 */
export function reapplyConflict(db: LocalDb, id: string, now: number): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.where('id').equals(id).first();
    const move = entry && moveOfConflict(entry);
    if (!entry || !move) return false;
    await rebaseLaterEntries(db, entry, [move]);
    await db.outbox.put({
      ...rebasedEntry(entry, [move]),
      id: newEntryId(now),
      state: 'pending',
      error: null,
      attempts: 0,
      nextAttemptAt: now,
    });
    return true;
  });
}
