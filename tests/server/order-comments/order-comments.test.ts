import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderComment } from '../../../src/domain/comments/order-comment.ts';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { selectOrderRows } from '../../../src/server/modules/orders/order-rows.ts';
import { filteredOrders } from '../../../src/server/modules/orders/queries.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { rowsAs } from '../orders/order-api.ts';
import { commentsAs, postCommentForm, tinyFiles } from './comment-api.ts';

describe('comments on an order with attachments (issue 4 item 6, spec §3, §5, §8)', () => {
  let t: TestApp;
  let own: OrderRow;
  let foreign: OrderRow;

  const refusedTypes = /^Could not save comment: Only PDF, JPG and PNG files can be attached/;
  const download = async (login: string, id: number) =>
    t.app.inject({
      method: 'GET',
      url: '/api/no/orderAttachment',
      query: { id: String(id) },
      headers: { authorization: `Bearer ${await t.tokenOf(login)}` },
    });

  beforeAll(async () => {
    t = await makeTestApp();
    const mine = (await rowsAs(t, 'kunde.admin')).items;
    const everyone = (await rowsAs(t, 'global')).items;
    const mineIds = new Set(mine.map((row) => row.id));
    own = mine[0]!;
    foreign = everyone.find((row) => !mineIds.has(row.id))!;
    expect(own && foreign).toBeTruthy();
  });
  afterAll(() => t.close());

  it('saves a comment without files from a JSON body and lists it with its author', async () => {
    const answer = await t.callAs<OrderComment>('kunde.admin', 'POST', 'orderComment', {
      body: { orderId: own.id, text: '  Please deliver before noon  ' },
    });
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    expect(answer.body.data).toMatchObject({
      orderId: own.id,
      text: 'Please deliver before noon',
      authorName: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      attachments: [],
    });
    const list = await commentsAs(t, 'global', own.id);
    expect(list.status).toBe(200);
    expect(list.body.data?.map((comment) => comment.id)).toContain(answer.body.data?.id);
  });

  it('saves a real PDF, JPG and PNG, typed by content, and downloads the same bytes', async () => {
    const answer = await postCommentForm(t, 'kunde.admin', { orderId: String(own.id), text: 'Papers' }, [
      { name: 'delivery-note.pdf', content: tinyFiles.pdf, type: 'application/pdf' },
      { name: 'photo.JPG', content: tinyFiles.jpg, type: 'image/jpeg' },
      // The client's content type is not believed: the bytes say PNG.
      { name: 'skjermbilde ø.png', content: tinyFiles.png, type: 'application/octet-stream' },
    ]);
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    const attachments = answer.body.data!.attachments;
    expect(
      attachments.map(({ fileName, contentType, sizeBytes }) => [fileName, contentType, sizeBytes]),
    ).toEqual([
      ['delivery-note.pdf', 'application/pdf', tinyFiles.pdf.length],
      ['photo.JPG', 'image/jpeg', tinyFiles.jpg.length],
      ['skjermbilde ø.png', 'image/png', tinyFiles.png.length],
    ]);

    const png = await download('kunde.admin', attachments[2]!.id);
    expect(png.statusCode).toBe(200);
    expect(png.rawPayload.equals(tinyFiles.png)).toBe(true);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['x-content-type-options']).toBe('nosniff');
    expect(png.headers['content-disposition']).toBe(
      `attachment; filename="skjermbilde _.png"; filename*=UTF-8''skjermbilde%20%C3%B8.png`,
    );
    const pdf = await download('global', attachments[0]!.id);
    expect(pdf.rawPayload.equals(tinyFiles.pdf)).toBe(true);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a .png that is text, naming the file, and stores nothing (spec §5)', async () => {
    const before = (await commentsAs(t, 'kunde.admin', own.id)).body.data!.length;
    const answer = await postCommentForm(t, 'kunde.admin', { orderId: String(own.id), text: 'Photo' }, [
      { name: 'ok.pdf', content: tinyFiles.pdf },
      { name: 'photo.png', content: Buffer.from('not an image at all'), type: 'image/png' },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toMatch(refusedTypes);
    expect(answer.body.error?.message).toContain('photo.png');
    expect((await commentsAs(t, 'kunde.admin', own.id)).body.data).toHaveLength(before);
  });

  it.each([
    ['setup.exe', tinyFiles.exe],
    ['archive.zip', tinyFiles.zip],
    ['animation.gif', tinyFiles.gif],
    ['renamed.pdf', tinyFiles.exe],
  ])('refuses %s: only PDF, JPG and PNG, GIF included (spec §5)', async (name, content) => {
    const answer = await postCommentForm(t, 'kunde.admin', { orderId: String(own.id), text: 'File' }, [
      { name, content, type: 'image/png' },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toMatch(refusedTypes);
    expect(answer.body.error?.message).toContain(name);
  });

  it('refuses a file over 10 MB with 413 and a clear message', async () => {
    const big = Buffer.concat([tinyFiles.pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const answer = await postCommentForm(t, 'kunde.admin', { orderId: String(own.id), text: 'Big' }, [
      { name: 'scan.pdf', content: big },
    ]);
    expect(answer.status).toBe(413);
    expect(answer.body.error?.message).toBe('Could not save comment: A file can be at most 10 MB (scan.pdf)');
  });

  it('refuses more than 5 files', async () => {
    const files = Array.from({ length: 6 }, (_, index) => ({ name: `${index}.png`, content: tinyFiles.png }));
    const answer = await postCommentForm(t, 'kunde.admin', { orderId: String(own.id), text: 'Many' }, files);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toMatch(/attachments: at most 5 files/);
  });

  it("answers 404 for another customer's order: listing, commenting and downloading", async () => {
    expect((await commentsAs(t, 'kunde.admin', foreign.id)).status).toBe(404);
    const json = await t.callAs('kunde.admin', 'POST', 'orderComment', {
      body: { orderId: foreign.id, text: 'Hello' },
    });
    expect(json.status).toBe(404);
    expect(json.body.error?.message).toBe('Could not save comment: Order not found');
    const form = await postCommentForm(t, 'kunde.admin', { orderId: String(foreign.id), text: 'Hi' }, [
      { name: 'a.png', content: tinyFiles.png },
    ]);
    expect(form.status).toBe(404);

    const saved = await postCommentForm(t, 'global', { orderId: String(foreign.id), text: 'Provider note' }, [
      { name: 'a.png', content: tinyFiles.png },
    ]);
    expect(saved.status).toBe(200);
    expect((await download('kunde.admin', saved.body.data!.attachments[0]!.id)).statusCode).toBe(404);
    expect((await download('global', saved.body.data!.attachments[0]!.id)).statusCode).toBe(200);
    expect((await download('global', 2_000_000_000)).statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const list = await t.callAs(null, 'GET', 'orderComments', { query: { orderId: String(own.id) } });
    const post = await t.callAs(null, 'POST', 'orderComment', { body: { orderId: own.id, text: 'x' } });
    const file = await t.app.inject({ method: 'GET', url: '/api/no/orderAttachment?id=1' });
    expect([list.status, post.status, file.statusCode]).toEqual([401, 401, 401]);
  });

  it('answers 400 naming the field for bad input', async () => {
    const post = (body: unknown) => t.callAs('kunde.admin', 'POST', 'orderComment', { body });
    const empty = await post({ orderId: own.id, text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.message).toBe('Could not save comment: text: must not be empty');
    const long = await post({ orderId: own.id, text: 'x'.repeat(2001) });
    expect(long.body.error?.message).toMatch(/^Could not save comment: text: must be at most 2000/);
    const noOrder = await post({ text: 'Hello' });
    expect(noOrder.status).toBe(400);
    expect(noOrder.body.error?.message).toMatch(/orderId/);
    const form = await postCommentForm(t, 'kunde.admin', { orderId: 'abc', text: 'x' });
    expect(form.status).toBe(400);
    expect(form.body.error?.message).toMatch(/orderId/);
    const list = await t.callAs('kunde.admin', 'GET', 'orderComments', { query: { orderId: 'x' } });
    expect(list.status).toBe(400);
    expect(list.body.error?.message).toMatch(/orderId/);
  });

  it('counts the comments of each order in the order page query (commentCount, spec §3)', async () => {
    const count = (await commentsAs(t, 'kunde.admin', own.id)).body.data!.length;
    expect(count).toBe(2);
    const page = filteredOrders(t.app.db, 'no', { kind: 'market' }, { ids: [own.id, foreign.id] });
    const rows = await selectOrderRows(page, { field: 'createdAt', descending: false }, 10, 'nb-NO');
    const counts = new Map(rows.map((row) => [row.id, row.commentCount]));
    expect(counts).toEqual(
      new Map([
        [own.id, count],
        [foreign.id, 1],
      ]),
    );
  });

  // Turn on once src/server/modules/orders/service.ts stops overwriting the row's count with
  // `commentCount: 0` (that file belongs to the orders work in progress).
  it('answers the count in GET Orders (commentCount)', async () => {
    const count = (await commentsAs(t, 'kunde.admin', own.id)).body.data!.length;
    const rows = (await rowsAs(t, 'kunde.admin', { ids: String(own.id) })).items;
    expect(rows.map((row) => row.commentCount)).toEqual([count]);
  });
});
