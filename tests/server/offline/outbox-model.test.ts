import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderComment } from '../../../src/domain/comments/order-comment.ts';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import type { OutboxEntry } from '../../../src/app/offline/local-db.ts';
import type { OrderCommentPayload, OrderStatusPayload } from '../../../src/app/offline/outbox-kinds.ts';
import { sendableHeads, type Replayer } from '../../../src/app/offline/replayer.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { tinyFiles } from '../order-comments/comment-api.ts';
import { actorOf, type Actor } from '../orders/order-api.ts';
import { ServerLink, type Network } from './server-link.ts';
import { TestDevice } from './test-device.ts';
import { toggled, togglingOrders } from './toggling-orders.ts';

/** Runs and seed; OUTBOX_MODEL_SEED / OUTBOX_MODEL_RUNS explore further, a failing seed is printed. */
const seed = Number(process.env.OUTBOX_MODEL_SEED ?? 20_260_105);
const numRuns = Number(process.env.OUTBOX_MODEL_RUNS ?? 300);
const orderCount = 3;
/** The replayer's entries on the wire at once (replayer.ts maxInFlight). */
const maxInFlight = 4;

type Action =
  | { type: 'comment'; order: number; withFile: boolean }
  | { type: 'status'; order: number }
  | { type: 'network'; network: Network }
  | { type: 'networkFades'; afterRequests: number }
  | { type: 'tokenExpires' }
  | { type: 'login' }
  | { type: 'time'; ms: number }
  | { type: 'reload' }
  | { type: 'crash'; reachesServer: boolean }
  | { type: 'otherUserEdits'; order: number }
  | { type: 'refresh' };

const orderArb = fc.integer({ min: 0, max: orderCount - 1 });
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ type: fc.constant('comment' as const), order: orderArb, withFile: fc.boolean() }),
  },
  { weight: 4, arbitrary: fc.record({ type: fc.constant('status' as const), order: orderArb }) },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('network' as const),
      network: fc.constantFrom<Network>('up', 'down', 'lossy', 'overloaded'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('networkFades' as const),
      afterRequests: fc.integer({ min: 0, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'tokenExpires' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'login' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('time' as const), ms: fc.constantFrom(500, 5_000, 400_000) }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'reload' as const }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('crash' as const), reachesServer: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('otherUserEdits' as const), order: orderArb }) },
  { weight: 1, arbitrary: fc.constant({ type: 'refresh' as const }) },
);

const orderIdOf = (entry: OutboxEntry) => (entry.payload as { orderId: number }).orderId;

async function settled(promises: readonly Promise<unknown>[], count: number) {
  for (let tries = 0; promises.length < count; tries++) {
    if (tries > 1000) throw new Error(`the replayer sent ${promises.length} of ${count} heads`);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await Promise.all(promises);
}

describe('the outbox against the real server: a randomised model test (issue 5 item 8)', () => {
  let t: TestApp;
  let dock: Actor;
  let stranger: Actor;
  let orderIds: number[];
  let runs = 0;

  beforeAll(async () => {
    t = await makeTestApp();
    [dock, stranger] = await Promise.all([actorOf(t, 'lager'), actorOf(t, 'butikk')]);
    orderIds = (await togglingOrders(t, dock.location.id, orderCount)).map((order) => order.id);
  });
  afterAll(() => t.close());

  const serverOrders = async () =>
    new Map(
      (
        await t.app.db
          .selectFrom('transactions')
          .select(['id', 'version', 'transactionStatusId'])
          .where('id', 'in', orderIds)
          .execute()
      ).map((row) => [row.id, { version: row.version, status: row.transactionStatusId }]),
    );

  /** One property run: a device of the dock user, a fresh outbox, the server as the last run left it. */
  async function runActions(actions: readonly Action[]) {
    const tag = `model run ${++runs}`;
    const device = new TestDevice();
    const link = new ServerLink(t, (userId) => (userId === dock.user.id ? 'lager' : 'butikk'));
    /** What the device last heard from the server about each order (its cached read). */
    const known = await serverOrders();
    const learn = (row: Pick<OrderRow, 'id' | 'version' | 'transactionStatusId'>) => {
      if (row.version > (known.get(row.id)?.version ?? 0)) {
        known.set(row.id, { version: row.version, status: row.transactionStatusId });
      }
    };
    const deviceLink = {
      acknowledge: link.acknowledge,
      send: async (entry: OutboxEntry) => {
        const result = await link.send(entry);
        if (entry.kind === 'orderStatus' && result.status < 300) learn(result.data as OrderRow);
        return result;
      },
    };
    const userId = dock.user.id;
    let replayer: Replayer = device.replayer(deviceLink, userId);
    const saved: OutboxEntry[] = [];
    const touched = new Set<number>();
    const historyFrom = await t.app.db
      .selectFrom('orderStatusChanges')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    // A change another user left on this device: never sent while the dock user is logged in.
    const strangers = await device.save(
      stranger.user.id,
      'orderComment',
      { orderId: orderIds[0]!, text: `${tag} stranger`, files: [] },
      null,
    );

    const apply = async (action: Action) => {
      switch (action.type) {
        case 'comment': {
          const orderId = orderIds[action.order]!;
          const files = action.withFile
            ? [{ name: 'note.pdf', type: 'application/pdf', bytes: new Uint8Array(tinyFiles.pdf).buffer }]
            : [];
          const payload: OrderCommentPayload = { orderId, text: `${tag} comment ${saved.length}`, files };
          saved.push(await device.save(userId, 'orderComment', payload, null));
          return replayer.drain();
        }
        case 'status': {
          const orderId = orderIds[action.order]!;
          const { version, status } = known.get(orderId)!;
          // The screen shows the order with its unsent changes applied.
          const unsent = (await device.entriesOf(userId)).filter(
            (entry) => entry.kind === 'orderStatus' && orderIdOf(entry) === orderId && entry.state !== 'done',
          );
          const shown =
            (unsent.at(-1)?.payload as OrderStatusPayload | undefined)?.transactionStatusId ?? status;
          const payload: OrderStatusPayload = { orderId, transactionStatusId: toggled(shown) };
          saved.push(await device.save(userId, 'orderStatus', payload, version));
          return replayer.drain();
        }
        case 'network':
          link.network = action.network;
          link.downAfter = null;
          // The browser's `online` event (replayer-driver.ts).
          return action.network === 'down' ? undefined : replayer.retryNow();
        case 'networkFades':
          // Online for a few requests more, then down: between an answer and its acknowledgement, say.
          link.network = 'up';
          link.downAfter = action.afterRequests;
          return replayer.retryNow();
        case 'tokenExpires':
          link.tokenValid = false;
          return;
        case 'login':
          link.tokenValid = true;
          await device.resumePaused(userId);
          return replayer.drain();
        case 'time':
          device.now += action.ms;
          return replayer.drain();
        case 'reload':
          replayer = device.replayer(deviceLink, userId);
          return replayer.drain();
        case 'crash': {
          // The retry timer fires and the tab dies while its requests are on the wire: they reach the
          // server or not, and never answer. The next start resends what was left 'sending'.
          device.now += 10 * 60_000;
          const heads = sendableHeads(await device.entriesOf(userId), device.now);
          const onTheWire = Math.min(heads.length, maxInFlight);
          if (onTheWire > 0) {
            const reachable = link.network !== 'down' && link.network !== 'overloaded';
            link.crash = { reachesServer: action.reachesServer && reachable };
            void replayer.drain();
            await settled(link.hungSends, onTheWire);
            link.crash = null;
            link.hungSends.length = 0;
          }
          replayer = device.replayer(deviceLink, userId);
          return replayer.drain();
        }
        case 'otherUserEdits': {
          const orderId = orderIds[action.order]!;
          const now = (await serverOrders()).get(orderId)!;
          const answer = await t.callAs('global', 'POST', 'orderStatus', {
            body: { orderId, transactionStatusId: toggled(now.status), version: now.version },
          });
          expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
          touched.add(orderId);
          return;
        }
        case 'refresh': {
          // A refetch never overwrites an order with changes still in the outbox.
          const waiting = new Set((await device.entriesOf(userId)).map(orderIdOf));
          for (const [orderId, row] of await serverOrders()) {
            if (!waiting.has(orderId)) known.set(orderId, row);
          }
          return;
        }
      }
    };

    /** Network up, token valid, timers run out: drains until nothing is left to send. */
    const heal = async () => {
      link.network = 'up';
      link.downAfter = null;
      link.tokenValid = true;
      await device.resumePaused(userId);
      await replayer.retryNow();
      for (let round = 0; round < 10; round++) {
        const entries = await device.entriesOf(userId);
        const busy = entries.filter((entry) => ['sending', 'retrying', 'done'].includes(entry.state));
        if (busy.length === 0 && sendableHeads(entries, device.now).length === 0) return;
        device.now += 10 * 60_000;
        await replayer.drain();
      }
    };

    const checkNothingStalled = async () => {
      const entries = await device.entriesOf(userId);
      for (const entry of entries) {
        const what = `${entry.kind} ${JSON.stringify(entry.payload)} ${entry.state} ${JSON.stringify(entry.error)}`;
        expect(['pending', 'conflict', 'failed'], what).toContain(entry.state);
        if (entry.state === 'pending') {
          const blocker = entries.find(
            (other) =>
              other.entityKey === entry.entityKey &&
              other.seq! < entry.seq! &&
              (other.state === 'conflict' || other.state === 'failed'),
          );
          expect(blocker, `${what}: pending behind nothing`).toBeDefined();
        } else {
          expect(touched.has(orderIdOf(entry)), `${what}: nobody else changed the order`).toBe(true);
          expect(entry.error?.message).toBeTruthy();
          if (entry.state === 'conflict') {
            expect(entry.error?.type).toBe('VersionConflict');
            expect(entry.error?.data).toMatchObject({ id: orderIdOf(entry), version: expect.any(Number) });
          }
        }
      }
      const strangersNow = await device.db.outbox.get(strangers.seq!);
      expect(strangersNow?.state).toBe('pending');
      expect(link.received).not.toContain(strangers.id);
    };

    /** The user gives up every conflicting or failed change until the outbox is empty. */
    const discardStopped = async () => {
      const discarded = new Set<string>();
      for (let round = 0; round < 2 * saved.length + 1; round++) {
        const stopped = (await device.entriesOf(userId)).filter(
          (entry) => entry.state === 'conflict' || entry.state === 'failed',
        );
        if (stopped.length === 0) break;
        for (const entry of stopped) {
          discarded.add(entry.id);
          await device.discard(entry.id);
        }
        await replayer.drain();
      }
      expect(await device.entriesOf(userId), 'entries left after giving up the stopped ones').toEqual([]);
      return discarded;
    };

    const checkServer = async (discarded: ReadonlySet<string>) => {
      const savedIds = saved.map((entry) => entry.id);
      const acknowledged = savedIds.filter((id) => link.acknowledged.has(id));
      // Every change is either applied (and acknowledged) or was given up by the user, never both.
      expect([...acknowledged, ...discarded].sort(), 'changes neither acknowledged nor given up').toEqual(
        [...savedIds].sort(),
      );
      // Applied once each, nothing given up applied, and each order's changes in the order saved.
      expect(link.applied, 'changes applied twice').toHaveLength(new Set(link.applied).size);
      expect([...link.applied].sort(), 'applied changes').toEqual([...acknowledged].sort());
      for (const orderId of orderIds) {
        const ofOrder = saved.filter((entry) => orderIdOf(entry) === orderId).map((entry) => entry.id);
        expect(
          link.applied.filter((id) => ofOrder.includes(id)),
          `apply order of order ${orderId}`,
        ).toEqual(ofOrder.filter((id) => link.acknowledged.has(id)));
      }

      const commented = new Set(saved.filter((entry) => entry.kind === 'orderComment').map(orderIdOf));
      for (const orderId of commented) {
        const answer = await t.callAs<OrderComment[]>('lager', 'GET', 'orderComments', {
          query: { orderId: String(orderId) },
        });
        const onServer = answer.body
          .data!.filter((comment) => comment.text.startsWith(`${tag} `))
          .sort((a, b) => a.id - b.id)
          .map((comment) => [comment.text, comment.attachments.length]);
        const appliedComments = saved
          .filter((entry) => entry.kind === 'orderComment' && orderIdOf(entry) === orderId)
          .filter((entry) => link.acknowledged.has(entry.id))
          .map((entry) => {
            const payload = entry.payload as OrderCommentPayload;
            return [payload.text, payload.files.length];
          });
        expect(onServer, `comments of order ${orderId}`).toEqual(appliedComments);
      }

      const changes = await t.app.db
        .selectFrom('orderStatusChanges')
        .select(['transactionId', 'toStatusId'])
        .where('changedBy', '=', userId)
        .where('id', '>', historyFrom?.id ?? 0)
        .orderBy('id')
        .execute();
      const appliedChanges = saved
        .filter((entry) => entry.kind === 'orderStatus' && link.acknowledged.has(entry.id))
        .map((entry) => entry.payload as OrderStatusPayload);
      for (const orderId of orderIds) {
        expect(
          changes.filter((change) => change.transactionId === orderId).map((change) => change.toStatusId),
          `status changes of order ${orderId}`,
        ).toEqual(
          appliedChanges
            .filter((payload) => payload.orderId === orderId)
            .map((payload) => payload.transactionStatusId),
        );
      }

      // The acknowledgements let the server forget every key of the run.
      const keysLeft = savedIds.length
        ? await t.app.db
            .selectFrom('idempotencyKeys')
            .select('key')
            .where('userId', '=', userId)
            .where('key', 'in', savedIds)
            .execute()
        : [];
      expect(keysLeft, 'keys the server still keeps').toEqual([]);
    };

    try {
      for (const action of actions) await apply(action);
      await heal();
      await checkNothingStalled();
      await checkServer(await discardStopped());
    } finally {
      await device.destroy();
    }
  }

  it(`keeps every change exactly once, in order, or visible as stopped (${numRuns} runs, seed ${seed})`, async () => {
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(actionArb, { minLength: 1, maxLength: 20, size: 'medium' }), runActions),
        { numRuns, seed },
      );
    } catch (error) {
      console.error(`outbox model test failed with seed ${seed} (OUTBOX_MODEL_SEED=${seed})`);
      throw error;
    }
  }, 600_000);
});
