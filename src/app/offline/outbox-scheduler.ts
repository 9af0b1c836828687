import type { Replayer } from './replayer.ts';

/** How often the server is asked whether it is back while entries wait for it: 4–6 s, jittered. */
export const probeEveryMs = 5_000;

export interface OutboxSchedulerDeps {
  replayer: Pick<Replayer, 'drain' | 'nextAttemptAt' | 'isWaitingForServer' | 'restartBackoff'>;
  /** Whether the server answers its health check now (health-probe.ts). */
  probe: () => Promise<boolean>;
  /** navigator.onLine. */
  isOnline: () => boolean;
  now?: () => number;
  random?: () => number;
}

/**
 * When the outbox tries again (issue 14 item 13). Nothing goes while the browser says it is offline; the
 * `online` event restarts the backoff of entries that waited for the network. A server that comes back
 * fires no event, so while entries wait for it the server's health is probed every few seconds, and the
 * first good answer after a failed one (or the first since the app started: a reload forgets what the
 * last tab saw) restarts their backoff too. Good answers that follow change nothing: the server is there
 * and only the entry's requests fail (an answer lost, say), so a failing request never loops every few
 * seconds; its own backoff stands.
 */
export class OutboxScheduler {
  private nextProbeAt: number | null = null;
  /** Not known to be up: a probe failed since the last restart, or none answered since the app started. */
  private mayBeDown = true;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(private readonly deps: OutboxSchedulerDeps) {
    this.now = deps.now ?? Date.now;
    this.random = deps.random ?? Math.random;
  }

  /** When the next `wake` is due — the earliest retry or the next probe — or null: wait for an event. */
  async wakeAt(): Promise<number | null> {
    if (!this.deps.isOnline()) return null;
    const nextTry = await this.deps.replayer.nextAttemptAt();
    if (!(await this.deps.replayer.isWaitingForServer())) return nextTry;
    this.nextProbeAt ??= this.now() + this.probeInterval();
    return nextTry === null ? this.nextProbeAt : Math.min(nextTry, this.nextProbeAt);
  }

  /** A timer, a save or any other wake-up: probes the server when that is due, then sends what may go. */
  async wake(): Promise<void> {
    if (!this.deps.isOnline()) return;
    if (!(await this.deps.replayer.isWaitingForServer())) {
      this.nextProbeAt = null;
    } else if (this.nextProbeAt !== null && this.now() >= this.nextProbeAt) {
      this.nextProbeAt = this.now() + this.probeInterval();
      const isUp = await this.deps.probe().catch(() => false);
      if (!isUp) this.mayBeDown = true;
      else if (this.mayBeDown) return this.serverBack();
    }
    await this.deps.replayer.drain();
  }

  /** The browser's `online` event: the network is back. */
  networkBack(): Promise<void> {
    return this.serverBack();
  }

  private serverBack() {
    this.mayBeDown = false;
    this.nextProbeAt = null;
    return this.deps.replayer.restartBackoff();
  }

  private probeInterval() {
    return probeEveryMs * (0.8 + 0.4 * this.random());
  }
}
