import { expect } from 'vitest';
import type { OutboxEntry } from '../../../src/app/offline/local-db.ts';
import type { OrderCommentPayload, OrderStatusPayload } from '../../../src/app/offline/outbox-kinds.ts';
import { sendableHeads, type Replayer } from '../../../src/app/offline/replayer.ts';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { tinyFiles } from '../order-comments/comment-api.ts';
import type { Actor } from '../orders/order-api.ts';
import type { ModelAction } from './model-actions.ts';
import { ServerLink } from './server-link.ts';
import { TestDevice } from './test-device.ts';
import { toggled } from './toggling-orders.ts';

/** The replayer's entries on the wire at once (replayer.ts maxInFlight). */
const maxInFlight = 4;
/** Longer than any backoff (5 min) and Retry-After (20 s) of the test. */
const pastEveryBackoff = 10 * 60_000;

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
  private replayer: Replayer;
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
    this.replayer = this.startReplayer();
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

  /** A start of the app: the replayer of replayer-driver.ts; the screens learn from each answer. */
  private startReplayer(): Replayer {
    return this.device.replayer(
      {
        acknowledge: this.link.acknowledge,
        send: async (entry) => {
          const result = await this.link.send(entry);
          if (entry.kind === 'orderStatus' && result.status < 300) this.learn(result.data as OrderRow);
          return result;
        },
      },
      this.userId,
    );
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
        return this.replayer.drain();
      case 'status':
        await this.saveStatusChange(this.world.orderIds[action.order]!);
        return this.replayer.drain();
      case 'network':
        link.network = action.network;
        link.downAfter = null;
        // The browser's `online` event (replayer-driver.ts).
        return action.network === 'down' ? undefined : this.replayer.retryNow();
      case 'networkFades':
        // Online for a few requests more, then down: between an answer and its acknowledgement, say.
        link.network = 'up';
        link.downAfter = action.afterRequests;
        return this.replayer.retryNow();
      case 'tokenExpires':
        link.tokenValid = false;
        return;
      case 'login':
        link.tokenValid = true;
        await device.resumePaused(this.userId);
        return this.replayer.drain();
      case 'time':
        device.now += action.ms;
        return this.replayer.drain();
      case 'reload':
        this.replayer = this.startReplayer();
        return this.replayer.drain();
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
    const onTheWire = Math.min(heads.length, maxInFlight);
    if (onTheWire > 0) {
      const reachable = link.network !== 'down' && link.network !== 'overloaded';
      link.crash = { reachesServer: reachesServer && reachable };
      void this.replayer.drain();
      await settled(link.hungSends, onTheWire);
      link.crash = null;
      link.hungSends.length = 0;
    }
    this.replayer = this.startReplayer();
    return this.replayer.drain();
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

  /** Network up, token valid, timers run out: drains until nothing is left to send. */
  async heal() {
    const { link, device } = this;
    link.network = 'up';
    link.downAfter = null;
    link.tokenValid = true;
    await device.resumePaused(this.userId);
    await this.replayer.retryNow();
    for (let round = 0; round < 10; round++) {
      const entries = await this.entries();
      const busy = entries.filter((entry) => ['sending', 'retrying', 'done'].includes(entry.state));
      if (busy.length === 0 && sendableHeads(entries, device.now).length === 0) return;
      device.now += pastEveryBackoff;
      await this.replayer.drain();
    }
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
