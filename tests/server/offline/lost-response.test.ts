import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderStatusPayload } from '../../../src/app/offline/outbox-kinds.ts';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { commentsAs, tinyFiles } from '../order-comments/comment-api.ts';
import { actorOf, type Actor } from '../orders/order-api.ts';
import { ServerLink } from './server-link.ts';
import { TestDevice } from './test-device.ts';
import { toggled, togglingOrders } from './toggling-orders.ts';

describe('a lost answer: the server committed, the device never heard, the retry has one effect', () => {
  let t: TestApp;
  let dock: Actor;
  let orders: OrderRow[];
  let device: TestDevice;
  let link: ServerLink;

  /** The order as the server has it now. */
  const current = async (orderId: number) =>
    t.app.db
      .selectFrom('transactions')
      .select(['version', 'transactionStatusId'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
  const changesByDock = async (orderId: number) =>
    (
      await t.app.db
        .selectFrom('orderStatusChanges')
        .select('toStatusId')
        .where('transactionId', '=', orderId)
        .where('changedBy', '=', dock.user.id)
        .orderBy('id')
        .execute()
    ).map((change) => change.toStatusId);
  const storedKeys = async (ids: string[]) =>
    t.app.db
      .selectFrom('idempotencyKeys')
      .select('key')
      .where('userId', '=', dock.user.id)
      .where('key', 'in', ids)
      .execute();

  /** Two status changes made offline on the version the device knew, the second on top of the first. */
  async function saveTwoChanges(order: OrderRow) {
    const { version, transactionStatusId } = await current(order.id);
    const first: OrderStatusPayload = {
      orderId: order.id,
      transactionStatusId: toggled(transactionStatusId),
    };
    const second: OrderStatusPayload = { orderId: order.id, transactionStatusId };
    return {
      version,
      entries: [
        await device.save(dock.user.id, 'orderStatus', first, version),
        await device.save(dock.user.id, 'orderStatus', second, version),
      ],
    };
  }

  beforeAll(async () => {
    t = await makeTestApp();
    dock = await actorOf(t, 'lager');
    orders = await togglingOrders(t, dock.location.id, 3);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    device = new TestDevice();
    link = new ServerLink(t, () => 'lager');
  });
  afterEach(() => device.destroy());

  it('saves a comment with a file once when its answer was lost', async () => {
    const order = orders[0]!;
    const text = 'Lost answer, one comment';
    const files = [
      { name: 'note.pdf', type: 'application/pdf', bytes: new Uint8Array(tinyFiles.pdf).buffer },
    ];
    const entry = await device.save(dock.user.id, 'orderComment', { orderId: order.id, text, files }, null);
    const replayer = device.replayer(link, dock.user.id);

    link.network = 'lossy';
    await replayer.drain();
    expect((await device.db.outbox.get(entry.seq!))?.state).toBe('retrying');
    const saved = () => commentsAs(t, 'lager', order.id).then((answer) => answer.body.data!);
    expect((await saved()).filter((comment) => comment.text === text)).toHaveLength(1);

    link.network = 'up';
    await replayer.restartBackoff();
    expect(link.received).toEqual([entry.id, entry.id]);
    expect([link.applied, link.replayed]).toEqual([[entry.id], [entry.id]]);
    expect(await device.entriesOf(dock.user.id)).toEqual([]);
    const comments = (await saved()).filter((comment) => comment.text === text);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.attachments).toMatchObject([
      { fileName: 'note.pdf', contentType: 'application/pdf' },
    ]);
    expect(await storedKeys([entry.id])).toEqual([]);
  });

  it('changes a status once when its answer was lost, and the change queued behind it follows', async () => {
    const order = orders[1]!;
    const { version, entries } = await saveTwoChanges(order);
    const replayer = device.replayer(link, dock.user.id);

    link.network = 'lossy';
    await replayer.drain();
    expect(await changesByDock(order.id)).toHaveLength(1);
    expect((await device.entriesOf(dock.user.id)).map((entry) => entry.state)).toEqual([
      'retrying',
      'pending',
    ]);

    link.network = 'up';
    await replayer.restartBackoff();
    // The replayed answer names the version the first change made; the second was rebased onto it.
    expect(link.replayed).toEqual([entries[0]!.id]);
    expect(link.applied).toEqual(entries.map((entry) => entry.id));
    expect(await device.entriesOf(dock.user.id)).toEqual([]);
    const payloads = entries.map((entry) => (entry.payload as OrderStatusPayload).transactionStatusId);
    expect(await changesByDock(order.id)).toEqual(payloads);
    expect(await current(order.id)).toEqual({ version: version + 2, transactionStatusId: payloads[1] });
    expect(await storedKeys(entries.map((entry) => entry.id))).toEqual([]);
  });

  it('resends a change the closed tab left on the wire: the next start finds it sending', async () => {
    const order = orders[2]!;
    const { version, entries } = await saveTwoChanges(order);
    const crashed = device.replayer(link, dock.user.id);
    link.crash = { reachesServer: true };
    void crashed.drain();
    await expect.poll(() => link.hungSends.length).toBe(1);
    await Promise.all(link.hungSends);
    link.crash = null;
    expect((await device.entriesOf(dock.user.id)).map((entry) => entry.state)).toEqual([
      'sending',
      'pending',
    ]);

    await device.replayer(link, dock.user.id).drain();
    expect(link.replayed).toEqual([entries[0]!.id]);
    expect(link.applied).toEqual(entries.map((entry) => entry.id));
    expect(await device.entriesOf(dock.user.id)).toEqual([]);
    expect(await changesByDock(order.id)).toHaveLength(2);
    expect((await current(order.id)).version).toBe(version + 2);
  });

  it('keeps an answered change until its acknowledgement gets through, then lets the server forget it', async () => {
    const order = orders[0]!;
    const text = 'Acknowledged later';
    const entry = await device.save(
      dock.user.id,
      'orderComment',
      { orderId: order.id, text, files: [] },
      null,
    );
    const replayer = device.replayer(link, dock.user.id);

    link.downAfter = 1; // The comment gets through, the acknowledgement does not.
    await replayer.drain();
    expect((await device.db.outbox.get(entry.seq!))?.state).toBe('done');
    expect(await storedKeys([entry.id])).toHaveLength(1);

    link.network = 'up';
    await replayer.restartBackoff();
    expect(await device.entriesOf(dock.user.id)).toEqual([]);
    expect(await storedKeys([entry.id])).toEqual([]);
    expect(link.received).toEqual([entry.id]);
  });
});
