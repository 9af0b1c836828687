import { maxAckKeys } from '../../domain/offline/idempotency-ack.ts';
import { movesOfAnswer } from './entry-versions.ts';
import type { LocalDb, OutboxEntry, OutboxError } from './local-db.ts';
import { rebaseLaterEntries } from './rebase.ts';
import { outcomeOf, sendableHeads, waitsForServer, type Outcome, type SendResult } from './replay-outcome.ts';
import { retryDelayMs } from './retry-delay.ts';

export interface ReplayerDeps {
  db: LocalDb;
  send: (entry: OutboxEntry) => Promise<SendResult>;
  /** Tells the server it may forget these keys; their entries are then deleted. */
  acknowledge: (userId: number, ids: string[]) => Promise<void>;
  /** The login user whose token the device holds now, or null: only their entries are sent. */
  currentUserId: () => number | null;
  /** When the session of the device's token began (its login): entries paused before it go again. */
  sessionStartedAt?: () => number | null;
  /** navigator.onLine: while the browser says it is offline nothing is sent, so no try is used up. */
  isOnline?: () => boolean;
  now?: () => number;
  random?: () => number;
  /** Called with the entity keys of entries the server accepted. */
  onSynced?: (entityKeys: string[]) => void;
}

/** Entries on the wire at once, across entities (each entity sends one at a time). */
export const maxInFlight = 6;
const waitingStates = new Set(['pending', 'sending', 'retrying']);

// eslint-disable-next-line lingui/no-unlocalized-strings -- a logged reason (see sendOne)
const networkUnreachable = 'The network is not reachable';

/**
 * Sends this device's outbox to the server, one drain at a time. Nothing is deleted before the server
 * answered 2xx (or the user discarded it); an entry interrupted while `sending` is sent again with the
 * same key, which the server answers from its stored response.
 */
export class Replayer {
  private draining: Promise<void> | null = null;
  private again = false;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(private readonly deps: ReplayerDeps) {
    this.now = deps.now ?? Date.now;
    this.random = deps.random ?? Math.random;
  }

  /** Sends what may go now; a call while a drain runs makes that drain look once more. */
  drain(): Promise<void> {
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = (async () => {
      try {
        do {
          this.again = false;
          await this.drainOnce();
        } while (this.again);
      } finally {
        this.draining = null;
      }
    })();
    return this.draining;
  }

  /** The earliest time a retrying entry of the current user may go, for the driver's timer. */
  async nextAttemptAt(): Promise<number | null> {
    const userId = this.deps.currentUserId();
    if (userId === null) return null;
    const entries = await this.deps.db.outbox.where('userId').equals(userId).toArray();
    const times = entries.filter((entry) => entry.state === 'retrying').map((entry) => entry.nextAttemptAt);
    return times.length > 0 ? Math.min(...times) : null;
  }

  /**
   * Whether any entry of the current user waits for the network or the server to come back: to be
   * sent again, or (answered) to have its acknowledgement get through.
   */
  async isWaitingForServer(): Promise<boolean> {
    const userId = this.deps.currentUserId();
    if (userId === null) return false;
    const entries = await this.deps.db.outbox.where('userId').equals(userId).toArray();
    return entries.some((entry) => entry.state === 'done' || waitsForServer(entry));
  }

  /**
   * The network or the server is back: entries that waited for it start their backoff again from the
   * first try and go now (or when a server's Retry-After allows), then the outbox drains. Entries the
   * server answered with an error keep their backoff.
   */
  async restartBackoff() {
    const userId = this.deps.currentUserId();
    if (userId === null) return;
    const now = this.now();
    await this.deps.db.outbox
      .where('userId')
      .equals(userId)
      .filter(waitsForServer)
      .modify((entry) => {
        entry.attempts = 0;
        entry.nextAttemptAt = Math.max(now, entry.notBefore ?? 0);
      });
    await this.drain();
  }

  /**
   * Rounds of: read the user's entries once, then up to `maxInFlight` workers each take an entity and send
   * its entries in order until one does not succeed (a worker starts the next entity as soon as it is
   * free). Entries saved meanwhile wait for the next round.
   */
  private async drainOnce() {
    for (;;) {
      const userId = this.deps.currentUserId();
      if (userId === null || !this.isOnline()) return;
      const entries = await this.deps.db.outbox.where('userId').equals(userId).sortBy('seq');
      if (await this.resumeEarlierSessions(entries)) continue;
      const now = this.now();
      const chains = sendableHeads(entries, now).map((head) =>
        entries.filter((entry) => entry.entityKey === head.entityKey && (entry.seq ?? 0) >= (head.seq ?? 0)),
      );
      if (chains.length === 0) break;
      const synced = new Set<string>();
      const worker = async () => {
        for (let chain = chains.shift(); chain; chain = chains.shift()) {
          if (await this.sendChain(chain, userId)) synced.add(chain[0]!.entityKey);
        }
      };
      await Promise.all(Array.from({ length: Math.min(maxInFlight, chains.length) }, worker));
      if (synced.size > 0) this.deps.onSynced?.([...synced]);
      // A pause, or a logout, stops this user's drain.
      if (this.deps.currentUserId() !== userId) return;
    }
    await this.acknowledgeDone();
  }

  /**
   * Entries paused by a 401 to a call sent before the user's latest login go back to pending. The login
   * resumes them too, but its page may be left before that write lands, and a call sent with the old
   * token may be answered after the login: this keeps either from leaving them paused for good.
   */
  private async resumeEarlierSessions(entries: readonly OutboxEntry[]): Promise<boolean> {
    const since = this.deps.sessionStartedAt?.() ?? null;
    if (since === null) return false;
    const stale = entries.filter((entry) => entry.state === 'paused' && (entry.pausedAt ?? 0) < since);
    if (stale.length === 0) return false;
    const seqs = new Set(stale.map((entry) => entry.seq));
    const now = this.now();
    await this.deps.db.outbox
      .where('seq')
      .anyOf([...seqs] as number[])
      .filter((entry) => entry.state === 'paused')
      .modify({ state: 'pending', nextAttemptAt: now, error: null });
    return true;
  }

  /** Sends one entity's entries in order while they succeed; true when at least one did. */
  private async sendChain(chain: readonly OutboxEntry[], userId: number): Promise<boolean> {
    let sentAny = false;
    for (const entry of chain) {
      if (!this.isOnline()) break;
      // Read again: an earlier success may have rebased it, the user may have discarded it.
      const current = await this.deps.db.outbox.get(entry.seq!);
      if (!current || sendableHeads([current], this.now()).length === 0) break;
      if ((await this.sendOne(current)) !== 'done') break;
      sentAny = true;
      if (this.deps.currentUserId() !== userId) break;
    }
    return sentAny;
  }

  private async sendOne(entry: OutboxEntry): Promise<Outcome> {
    const { db } = this.deps;
    const seq = entry.seq!;
    const stillThere = await db.outbox.update(seq, { state: 'sending', attempts: entry.attempts + 1 });
    if (stillThere === 0) return 'failed';
    let result: SendResult | null = null;
    const sentAt = this.now();
    try {
      result = await this.deps.send(entry);
    } catch {
      result = null;
    }
    const outcome = outcomeOf(result);
    // Logged reasons; the screens translate network errors by their type.
    const error: OutboxError | null =
      outcome === 'done'
        ? null
        : {
            status: result?.status ?? 0,
            message: result?.error?.message ?? (result ? `HTTP ${result.status}` : networkUnreachable),
            type: result?.error?.type ?? (result ? 'HttpError' : 'NetworkError'),
            data: result?.error?.data,
          };
    await db.transaction('rw', db.outbox, async () => {
      if (!(await db.outbox.get(seq))) return;
      switch (outcome) {
        case 'done':
          await db.outbox.update(seq, { state: 'done', error: null, response: result?.data });
          await rebaseLaterEntries(db, entry, movesOfAnswer(entry, result?.data));
          return;
        case 'retry': {
          const now = this.now();
          const delay = retryDelayMs(entry.attempts + 1, this.random(), result?.retryAfterMs);
          const notBefore = result?.retryAfterMs === undefined ? undefined : now + result.retryAfterMs;
          await db.outbox.update(seq, { state: 'retrying', error, nextAttemptAt: now + delay, notBefore });
          return;
        }
        case 'paused':
          await db.outbox
            .where('userId')
            .equals(entry.userId)
            .filter((other) => waitingStates.has(other.state))
            .modify({ state: 'paused', error, pausedAt: sentAt });
          return;
        default:
          await db.outbox.update(seq, { state: outcome, error });
      }
    });
    return outcome;
  }

  private isOnline() {
    return this.deps.isOnline?.() ?? true;
  }

  private async acknowledgeDone() {
    const userId = this.deps.currentUserId();
    if (userId === null || !this.isOnline()) return;
    const done = await this.deps.db.outbox
      .where('userId')
      .equals(userId)
      .filter((entry) => entry.state === 'done')
      .toArray();
    if (done.length === 0) return;
    for (let start = 0; start < done.length; start += maxAckKeys) {
      const batch = done.slice(start, start + maxAckKeys);
      try {
        await this.deps.acknowledge(
          userId,
          batch.map((entry) => entry.id),
        );
      } catch {
        return; // Kept as done; the next drain acknowledges them (the server keeps keys 180 days anyway).
      }
      await this.deps.db.outbox.bulkDelete(batch.map((entry) => entry.seq!));
    }
  }
}
