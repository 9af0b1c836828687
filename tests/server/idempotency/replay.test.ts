import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderComment } from '../../../src/domain/comments/order-comment.ts';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { demoPassword } from '../../../src/server/db/seed/demo-accounts.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { commentsAs, tinyFiles } from '../order-comments/comment-api.ts';
import { actorOf, rowsAs, type Actor } from '../orders/order-api.ts';
import {
  isReplay,
  newKey,
  postWithKey,
  statusChangeCount,
  statusChangeOf,
  storedKeys,
} from './idempotency-api.ts';

describe('Idempotency-Key on every mutation (issue 5 item 4, ARCHITECTURE.md API conventions)', () => {
  let t: TestApp;
  let dock: Actor;
  let admin: Actor;
  let ordered: OrderRow[];
  let adminOrder: OrderRow;

  /** A fresh Ordered order the dock user may confirm (1 → 2), one per test. */
  const nextOrdered = () => {
    const order = ordered.shift();
    if (!order) throw new Error('the demo data has too few Ordered orders at the dock');
    return order;
  };

  beforeAll(async () => {
    t = await makeTestApp();
    [dock, admin] = await Promise.all([actorOf(t, 'lager'), actorOf(t, 'kunde.admin')]);
    const all = (await rowsAs(t, 'global')).items;
    ordered = all.filter(
      (row) =>
        row.transactionTypeId === 'TO' &&
        row.transactionStatusId === 1 &&
        row.locationIdFrom === dock.location.id,
    );
    // Not one of the dock's Ordered orders: the tests that take those expect no comments on them.
    const dockOrderIds = new Set(ordered.map((row) => row.id));
    adminOrder = (await rowsAs(t, 'kunde.admin')).items.find((row) => !dockOrderIds.has(row.id))!;
  });
  afterAll(() => t.close());

  it('replays POST orderStatus: the stored answer, byte for byte, and no second change', async () => {
    const order = nextOrdered();
    const key = newKey();
    const first = await postWithKey<OrderRow>(t, 'lager', 'orderStatus', statusChangeOf(order, 2), key);
    expect(first.status, JSON.stringify(first.body.error)).toBe(200);
    expect(isReplay(first)).toBe(false);
    expect(first.body.data).toMatchObject({ transactionStatusId: 2, version: order.version + 1 });

    const again = await postWithKey<OrderRow>(t, 'lager', 'orderStatus', statusChangeOf(order, 2), key);
    expect(again.status).toBe(200);
    expect(isReplay(again)).toBe(true);
    expect(again.response.body).toBe(first.response.body);
    expect(await statusChangeCount(t, order.id)).toBe(1);
  });

  it('replays POST orderComment, as JSON and as multipart, without a second comment', async () => {
    const jsonKey = newKey();
    const body = { orderId: adminOrder.id, text: 'Replayed once' };
    const first = await postWithKey<OrderComment>(t, 'kunde.admin', 'orderComment', body, jsonKey);
    const again = await postWithKey<OrderComment>(t, 'kunde.admin', 'orderComment', body, jsonKey);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect([isReplay(first), isReplay(again)]).toEqual([false, true]);
    expect(again.body).toEqual(first.body);

    const formKey = newKey();
    const sendForm = async () => {
      const form = new FormData();
      form.append('orderId', String(adminOrder.id));
      form.append('text', 'With a file');
      form.append('attachments', new Blob([new Uint8Array(tinyFiles.pdf)]), 'note.pdf');
      // Each send draws a new boundary, as a browser does on a retry.
      const request = new Request('http://portal.test/', { method: 'POST', body: form });
      return t.app.inject({
        method: 'POST',
        url: '/api/no/orderComment',
        payload: Buffer.from(await request.arrayBuffer()),
        headers: {
          'content-type': request.headers.get('content-type') ?? '',
          authorization: `Bearer ${await t.tokenOf('kunde.admin')}`,
          'idempotency-key': formKey,
        },
      });
    };
    const firstForm = await sendForm();
    const againForm = await sendForm();
    expect([firstForm.statusCode, againForm.statusCode]).toEqual([200, 200]);
    expect(againForm.headers['idempotent-replayed']).toBe('true');
    expect(againForm.body).toBe(firstForm.body);

    const texts = (await commentsAs(t, 'kunde.admin', adminOrder.id)).body.data!.map((c) => c.text);
    expect(texts.filter((text) => text === 'Replayed once')).toHaveLength(1);
    expect(texts.filter((text) => text === 'With a file')).toHaveLength(1);
  });

  it('answers the same key with another request 422 IdempotencyKeyReused and changes nothing', async () => {
    const order = nextOrdered();
    const key = newKey();
    expect((await postWithKey(t, 'lager', 'orderStatus', statusChangeOf(order, 2), key)).status).toBe(200);
    const other = await postWithKey(t, 'lager', 'orderStatus', statusChangeOf(order, 7), key);
    expect(other.status).toBe(422);
    expect(other.body.error).toEqual({
      message: 'This Idempotency-Key was already used for another request',
      type: 'IdempotencyKeyReused',
    });
    // Another call under the same key is another request too.
    const comment = { orderId: order.id, text: 'Same key, other call' };
    expect((await postWithKey(t, 'lager', 'orderComment', comment, key)).status).toBe(422);
    expect(await statusChangeCount(t, order.id)).toBe(1);
    expect((await commentsAs(t, 'lager', order.id)).body.data).toEqual([]);
  });

  it("keeps one login user's keys apart from another's", async () => {
    const key = newKey();
    const body = { orderId: adminOrder.id, text: 'Two users, one key' };
    const byAdmin = await postWithKey<OrderComment>(t, 'kunde.admin', 'orderComment', body, key);
    const byGlobal = await postWithKey<OrderComment>(t, 'global', 'orderComment', body, key);
    expect([byAdmin.status, byGlobal.status]).toEqual([200, 200]);
    expect([isReplay(byAdmin), isReplay(byGlobal)]).toEqual([false, false]);
    expect(byGlobal.body.data?.id).not.toBe(byAdmin.body.data?.id);
    expect(await storedKeys(t, admin.user.id)).toContain(key);
  });

  it('stores nothing when the call fails (400, 409), so the corrected request may use the key again', async () => {
    const order = nextOrdered();
    const key = newKey();
    const invalid = await postWithKey(
      t,
      'lager',
      'orderStatus',
      { ...statusChangeOf(order, 2), version: -1 },
      key,
    );
    expect(invalid.status).toBe(400);
    const refused = await postWithKey(t, 'lager', 'orderStatus', statusChangeOf(order, 5), key);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.type).toBe('InvalidStatusTransition');
    expect(await storedKeys(t, dock.user.id)).not.toContain(key);

    const fixed = await postWithKey<OrderRow>(t, 'lager', 'orderStatus', statusChangeOf(order, 2), key);
    expect(fixed.status).toBe(200);
    expect(isReplay(fixed)).toBe(false);
    expect(fixed.body.data?.transactionStatusId).toBe(2);
    expect(await statusChangeCount(t, order.id)).toBe(1);
  });

  it('answers a stale version 409 VersionConflict with the current row, a different error from key reuse', async () => {
    const order = nextOrdered();
    expect((await postWithKey(t, 'lager', 'orderStatus', statusChangeOf(order, 2), newKey())).status).toBe(
      200,
    );
    const staleKey = newKey();
    const stale = await postWithKey(t, 'lager', 'orderStatus', statusChangeOf(order, 7), staleKey);
    expect(stale.status).toBe(409);
    expect(stale.body.error?.type).toBe('VersionConflict');
    expect(stale.body.error?.data).toMatchObject({
      id: order.id,
      transactionStatusId: 2,
      version: order.version + 1,
    });
    expect(await storedKeys(t, dock.user.id)).not.toContain(staleKey);
    expect(await statusChangeCount(t, order.id)).toBe(1);
  });

  it('refuses a malformed key with 400 BadIdempotencyKey and changes nothing', async () => {
    const order = nextOrdered();
    for (const key of ['', 'two words', 'x'.repeat(256), 'tab\there']) {
      const answer = await postWithKey(t, 'lager', 'orderStatus', statusChangeOf(order, 2), key);
      expect(answer.status, JSON.stringify(key)).toBe(400);
      expect(answer.body.error).toEqual({
        message: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
        type: 'BadIdempotencyKey',
      });
    }
    expect(await statusChangeCount(t, order.id)).toBe(0);
    const longest = await postWithKey(t, 'lager', 'orderStatus', statusChangeOf(order, 2), 'k'.repeat(255));
    expect(longest.status).toBe(200);
  });

  it('leaves a call without a key as it was: a resend is a new request', async () => {
    const order = nextOrdered();
    const first = await postWithKey(t, 'lager', 'orderStatus', statusChangeOf(order, 2), null);
    const again = await postWithKey(t, 'lager', 'orderStatus', statusChangeOf(order, 2), null);
    expect([first.status, again.status]).toEqual([200, 409]);
    expect(again.body.error?.type).toBe('VersionConflict');
    expect(isReplay(again)).toBe(false);
  });

  it('never stores a Login answer, which holds a session token', async () => {
    const key = newKey();
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/no/Login',
        payload: { userLoginName: 'butikk', password: demoPassword },
        headers: { 'idempotency-key': key },
      });
    const [first, again] = [await login(), await login()];
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json().data.token).not.toBe(first.json().data.token);
    expect(await storedKeys(t, 0)).toEqual([]);
  });
});
