import { newEntryId } from './entry-id.ts';
import { localDb, type OutboxEntry } from './local-db.ts';
import { kindOf, type OutboxKindName, type PayloadOf } from './outbox-kinds.ts';
import { signalOutbox } from './outbox-signal.ts';
import { currentOfflineUser } from './offline-user.ts';
import { requestPersistentStorage } from './persistent-storage.ts';
import { onTopOfOwnAnswers, reapplyConflict } from './rebase.ts';

/** Why a save did not reach the device's storage; the screen says so at Save. */
export class OutboxSaveError extends Error {
  constructor(
    readonly reason: 'quota' | 'tooLarge' | 'noUser' | 'storage',
    readonly inner?: unknown,
  ) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a log message; screens use save-messages.ts
    super(`The change was not saved on this device (${reason})`);
    this.name = 'OutboxSaveError';
  }
}

const isQuotaError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'QuotaExceededError' || (error as { inner?: Error }).inner?.name === 'QuotaExceededError');

export interface SaveInput<K extends OutboxKindName> {
  kind: K;
  payload: PayloadOf<K>;
  /** The version of the entity the change was made on; null for appends such as comments. */
  baseVersion: number | null;
  locationId: number | null;
  subject: string;
}

/**
 * Saves a change on this device: the entry, which is also the screen's local copy (screens show their
 * entity with its unsent entries applied), is written in one IndexedDB transaction. It resolves only
 * after that commits, so "Saved on this device" is never said of a change a closed tab would lose.
 */
export async function saveToOutbox<K extends OutboxKindName>(input: SaveInput<K>): Promise<OutboxEntry> {
  const user = currentOfflineUser();
  if (!user) throw new OutboxSaveError('noUser');
  const kind = kindOf(input.kind);
  if (kind.sizeOf(input.payload) > kind.maxBytes) throw new OutboxSaveError('tooLarge');
  const now = Date.now();
  let entry: OutboxEntry = {
    id: newEntryId(now),
    userId: user.userId,
    market: user.market,
    locationId: input.locationId,
    kind: input.kind,
    subject: input.subject,
    entityKey: kind.entityKey(input.payload),
    payload: input.payload,
    baseVersion: input.baseVersion,
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    state: 'pending',
    error: null,
  };
  try {
    await localDb.transaction('rw', localDb.outbox, async () => {
      if (kind.followsOwnAnswers) entry = await onTopOfOwnAnswers(localDb, entry);
      entry.seq = await localDb.outbox.add(entry);
    });
  } catch (error) {
    throw new OutboxSaveError(isQuotaError(error) ? 'quota' : 'storage', error);
  }
  void requestPersistentStorage();
  signalOutbox({ type: 'wake' });
  return entry;
}

/** The user gives up a conflicting or failed change; nothing is sent. */
export async function discardEntry(id: string) {
  await localDb.outbox.where('id').equals(id).delete();
  signalOutbox({ type: 'wake' });
}

/** The user's choice "Apply my change to the new version" (rebase.ts reapplyConflict). */
export async function reapplyOnCurrentVersion(id: string) {
  await reapplyConflict(localDb, id, Date.now());
  signalOutbox({ type: 'wake' });
}

/** The same user logged in again: entries paused by a 401 go out again. */
export async function resumePausedEntries(userId: number) {
  const resumed = await localDb.outbox
    .where('userId')
    .equals(userId)
    .filter((entry) => entry.state === 'paused')
    .modify({ state: 'pending', nextAttemptAt: Date.now(), error: null });
  if (resumed > 0) signalOutbox({ type: 'wake' });
}
