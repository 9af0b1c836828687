import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { actorOf, rowsAs } from '../orders/order-api.ts';
import { commentsAs, postCommentForm, tinyFiles } from './comment-api.ts';

/** Over the 10 MB limit: answered 413 only if the server read it. */
const tooBig = { name: 'scan.pdf', content: Buffer.concat([tinyFiles.pdf, Buffer.alloc(11 * 1024 * 1024)]) };

describe('POST orderComment checks the order before it reads any file (issue 4 review)', () => {
  let t: TestApp;
  let own: OrderRow;
  let foreign: OrderRow;
  let otherLocation: OrderRow;

  beforeAll(async () => {
    t = await makeTestApp();
    const [reporter, seenByReporter, seenByRetail, all] = await Promise.all([
      actorOf(t, 'rapport'),
      rowsAs(t, 'rapport'),
      rowsAs(t, 'butikk'),
      rowsAs(t, 'global'),
    ]);
    own = seenByRetail.items[0]!;
    const seen = new Set([...seenByReporter.items, ...seenByRetail.items].map((row) => row.id));
    foreign = all.items.find((row) => !seen.has(row.id))!;
    // `rapport` (report level 1 at Gjøvik) sees the customer's other orders but may not change them.
    const gjovik = reporter.location.id;
    otherLocation = seenByReporter.items.find(
      (row) => row.locationIdFrom !== gjovik && row.locationIdTo !== gjovik,
    )!;
    expect(own && foreign && otherLocation).toBeTruthy();
  });
  afterAll(() => t.close());

  it('answers 404 for an order the session does not see, before reading a file over the limit', async () => {
    const answer = await postCommentForm(t, 'butikk', { orderId: String(foreign.id), text: 'Hi' }, [tooBig]);
    expect(answer.status).toBe(404);
    expect(answer.body.error?.message).toBe('Could not save comment: Order not found');
  });

  it('answers 403 for an order the session sees but may not change, before reading the files', async () => {
    const answer = await postCommentForm(t, 'rapport', { orderId: String(otherLocation.id), text: 'Hi' }, [
      tooBig,
      { name: 'setup.exe', content: tinyFiles.exe },
    ]);
    expect(answer.status).toBe(403);
    expect(answer.body.error?.message).toBe(
      'Could not save comment: You may see this order but not change it',
    );
    expect((await commentsAs(t, 'rapport', otherLocation.id)).body.data).toEqual([]);
  });

  it('wants orderId before the attachments in the form (400 naming the field)', async () => {
    const form = new FormData();
    form.append('attachments', new Blob([new Uint8Array(tinyFiles.png)]), 'a.png');
    form.append('orderId', String(own.id));
    form.append('text', 'Photo');
    const request = new Request('http://portal.test/', { method: 'POST', body: form });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/no/orderComment',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: {
        'content-type': request.headers.get('content-type') ?? '',
        authorization: `Bearer ${await t.tokenOf('butikk')}`,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Could not save comment: orderId: must come before the attachments in the form',
    );
  });

  it('still reads the files of a writable order (413 over the limit, 200 within)', async () => {
    const big = await postCommentForm(t, 'butikk', { orderId: String(own.id), text: 'Big' }, [tooBig]);
    expect(big.status).toBe(413);
    const saved = await postCommentForm(t, 'butikk', { orderId: String(own.id), text: 'Photo' }, [
      { name: 'photo.png', content: tinyFiles.png },
    ]);
    expect(saved.status, JSON.stringify(saved.body.error)).toBe(200);
    expect(saved.body.data?.attachments).toHaveLength(1);
  });
});
