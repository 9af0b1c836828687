import { expect } from 'vitest';
import type { OutboxEntry } from '../../../src/app/offline/local-db.ts';
import type { OrderCommentPayload, OrderStatusPayload } from '../../../src/app/offline/outbox-kinds.ts';
import type { OutboxScheduler } from '../../../src/app/offline/outbox-scheduler.ts';
import { sendableHeads } from '../../../src/app/offline/replay-outcome.ts';
import type { Replayer } from '../../../src/app/offline/replayer.ts';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { tinyFiles } from '../order-comments/comment-api.ts';
import type { Actor } from '../orders/order-api.ts';
import type { ModelAction } from './model-actions.ts';
import { ServerLink, type Network } from './server-link.ts';
import { TestDevice } from './test-device.ts';
import { toggled } from './toggling-orders.ts';

/** The replayer's entries on the wire at once (replayer.ts maxInFlight). */
const maxInFlight = 4;
/** Longer than any backoff (5 min) and Retry-After (20 s) of the test. */
const pastEveryBackoff = 10 * 60_000;
/** After the last fault, every change is answered and acknowledged within this (issue 14 item 13). */
export const settleWithinMs = 30_000;

export interface ModelWorld {
  t: TestApp;
  /** The device's user ('lager'), and another user who left an entry on the device ('butikk'). */
  dock: Actor;
  stranger: Actor;
  orderIds: number[];
}

interface OrderState {
  version: number;
  status: number;
}

export const orderIdOf = (entry: OutboxEntry) => (entry.payload as { orderId: number }).orderId;

async function settled(promises: readonly Promise<unknown>[], count: number) {
  for (let tries = 0; promises.length < count; tries++) {
    if (tries > 1000) throw new Error(`the replayer sent ${promises.length} of ${count} heads`);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await Promise.all(promises);
}

/**
 * One property run: the dock user's device with a fresh outbox, a replayer sending it to the real app
 * over a link with faults, and what the run did: the entries saved, the orders another user changed.
 */
export class ModelRun {
  readonly device = new TestDevice();
  readonly link: ServerLink;
  readonly saved: OutboxEntry[] = [];
  /** Orders another user changed during the run: only their changes may meet a conflict. */
  readonly touched = new Set<number>();
  readonly userId: number;
  private replayer!: Replayer;
  private scheduler!: OutboxScheduler;
  /** What the device last heard from the server about each order (its cached read). */
  private known = new Map<number, OrderState>();
  strangersEntry!: OutboxEntry;
  /** Status changes after this id were made during the run. */
  historyFrom = 0;

  private constructor(
    readonly world: ModelWorld,
    readonly tag: string,
  ) {
    this.userId = world.dock.user.id;
    this.link = new ServerLink(world.t, (userId) => (userId === this.userId ? 'lager' : 'butikk'));
    this.startApp();
  }

  static async start(world: ModelWorld, tag: string): Promise<ModelRun> {
    const run = new ModelRun(world, tag);
    run.known = await run.serverOrders();
    const last = await world.t.app.db
      .selectFrom('orderStatusChanges')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    run.historyFrom = last?.id ?? 0;
    const payload = { orderId: world.orderIds[0]!, text: `${tag} stranger`, files: [] };
    run.strangersEntry = await run.device.save(world.stranger.user.id, 'orderComment', payload, null);
    return run;
  }

  async serverOrders(): Promise<Map<number, OrderState>> {
    const rows = await this.world.t.app.db
      .selectFrom('transactions')
      .select(['id', 'version', 'transactionStatusId'])
      .where('id', 'in', this.world.orderIds)
      .execute();
    return new Map(rows.map((row) => [row.id, { version: row.version, status: row.transactionStatusId }]));
  }

  entries(): Promise<OutboxEntry[]> {
    return this.device.entriesOf(this.userId);
  }

  /** A start of the app: the replayer and scheduler of replayer-driver.ts; the screens learn from each answer. */
  private startApp() {
    this.replayer = this.device.replayer(
      {
        acknowledge: this.link.acknowledge,
        isOnline: this.link.isOnline,
        send: async (entry) => {
          const result = await this.link.send(entry);
          if (entry.kind === 'orderStatus' && result.status < 300) this.learn(result.data as OrderRow);
          return result;
        },
      },
      this.userId,
    );
    this.scheduler = this.device.scheduler(this.replayer, this.link);
  }

  private learn(row: Pick<OrderRow, 'id' | 'version' | 'transactionStatusId'>) {
    if (row.version > (this.known.get(row.id)?.version ?? 0)) {
      this.known.set(row.id, { version: row.version, status: row.transactionStatusId });
    }
  }

  async apply(action: ModelAction): Promise<void> {
    const { link, device } = this;
    switch (action.type) {
      case 'comment':
        await this.saveComment(this.world.orderIds[action.order]!, action.withFile);
        return this.scheduler.wake();
      case 'status':
        await this.saveStatusChange(this.world.orderIds[action.order]!);
        return this.scheduler.wake();
      case 'network':
        return this.switchNetwork(action.network, null);
      case 'networkFades':
        // Online for a few requests more, then down: between an answer and its acknowledgement, say.
        return this.switchNetwork('up', action.afterRequests);
      case 'tokenExpires':
        link.tokenValid = false;
        return;
      case 'login':
        link.tokenValid = true;
        await device.resumePaused(this.userId);
        return this.scheduler.wake();
      case 'time': {
        // The driver's timers fire meanwhile: retries and health probes.
        const until = device.now + action.ms;
        await device.runTimers(this.scheduler, until);
        device.now = Math.max(device.now, until);
        return this.scheduler.wake();
      }
      case 'reload':
        this.startApp();
        return this.scheduler.wake();
      case 'crash':
        return this.crash(action.reachesServer);
      case 'otherUserEdits':
        return this.otherUserEdits(this.world.orderIds[action.order]!);
      case 'refresh':
        return this.refresh();
    }
  }

  private async saveComment(orderId: number, withFile: boolean) {
    const files = withFile
      ? [{ name: 'note.pdf', type: 'application/pdf', bytes: new Uint8Array(tinyFiles.pdf).buffer }]
      : [];
    const payload: OrderCommentPayload = { orderId, text: `${this.tag} comment ${this.saved.length}`, files };
    this.saved.push(await this.device.save(this.userId, 'orderComment', payload, null));
  }

  /** The next status of the cycle, from the order as the screen shows it: with its unsent changes. */
  private async saveStatusChange(orderId: number) {
    const { version, status } = this.known.get(orderId)!;
    const unsent = (await this.entries()).filter(
      (entry) => entry.kind === 'orderStatus' && orderIdOf(entry) === orderId && entry.state !== 'done',
    );
    const shown = (unsent.at(-1)?.payload as OrderStatusPayload | undefined)?.transactionStatusId ?? status;
    const payload: OrderStatusPayload = { orderId, transactionStatusId: toggled(shown) };
    this.saved.push(await this.device.save(this.userId, 'orderStatus', payload, version));
  }

  /**
   * The retry timer fires and the tab dies while its requests are on the wire: they reach the server
   * or not, and never answer. The next start resends what was left 'sending'.
   */
  private async crash(reachesServer: boolean) {
    const { link, device } = this;
    device.now += pastEveryBackoff;
    const heads = sendableHeads(await this.entries(), device.now);
    const onTheWire = link.isOnline() ? Math.min(heads.length, maxInFlight) : 0;
    if (onTheWire > 0) {
      const reachable = link.network === 'up' || link.network === 'lossy';
      link.crash = { reachesServer: reachesServer && reachable };
      void this.replayer.drain();
      await settled(link.hungSends, onTheWire);
      link.crash = null;
      link.hungSends.length = 0;
    }
    this.startApp();
    return this.scheduler.wake();
  }

  /** Another user moves the order on, without a key: the device does not hear of it. */
  private async otherUserEdits(orderId: number) {
    const now = (await this.serverOrders()).get(orderId)!;
    const answer = await this.world.t.callAs('global', 'POST', 'orderStatus', {
      body: { orderId, transactionStatusId: toggled(now.status), version: now.version },
    });
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    this.touched.add(orderId);
  }

  /** The screens refetch; a refetch never overwrites an order with changes still in the outbox. */
  private async refresh() {
    const waiting = new Set((await this.entries()).map(orderIdOf));
    for (const [orderId, row] of await this.serverOrders()) {
      if (!waiting.has(orderId)) this.known.set(orderId, row);
    }
  }

  /**
   * The network changes; only a browser going from offline to online fires `online` (a server or a
   * proxy that comes back fires nothing).
   */
  private async switchNetwork(network: Network, downAfter: number | null) {
    const wasOffline = !this.link.isOnline();
    this.link.network = network;
    this.link.downAfter = downAfter;
    if (wasOffline && this.link.isOnline()) return this.scheduler.networkBack();
    return this.scheduler.wake();
  }

  /** Nothing is left to send or acknowledge: what stays waits for the user. */
  private async isSettled() {
    const entries = await this.entries();
    const busy = entries.filter((entry) => ['sending', 'retrying', 'done'].includes(entry.state));
    return busy.length === 0 && sendableHeads(entries, this.device.now).length === 0;
  }

  /**
   * The last fault ends: the network and the server are back and the user logs in again; then only the
   * app's own timers and events run. Returns how long (simulated) it took until nothing was left to
   * send or acknowledge; runs on up to 10 minutes so a slow outbox still settles for the other checks.
   */
  async heal(): Promise<number> {
    const { link, device } = this;
    const healedAt = device.now;
    link.tokenValid = true;
    await device.resumePaused(this.userId);
    await this.switchNetwork('up', null);
    await device.runTimers(this.scheduler, healedAt + pastEveryBackoff, () => this.isSettled());
    return device.now - healedAt;
  }

  /** The user gives up every conflicting or failed change, round after round, until none is left. */
  async discardStopped(): Promise<Set<string>> {
    const discarded = new Set<string>();
    for (let round = 0; round <= this.saved.length; round++) {
      const stopped = (await this.entries()).filter(
        (entry) => entry.state === 'conflict' || entry.state === 'failed',
      );
      if (stopped.length === 0) break;
      for (const entry of stopped) {
        discarded.add(entry.id);
        await this.device.discard(entry.id);
      }
      await this.replayer.drain();
    }
    return discarded;
  }
}
