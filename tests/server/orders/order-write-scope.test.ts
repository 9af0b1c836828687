import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { choiceAt, lineOf, makeDraft, saveAs, savedAs } from './draft-api.ts';
import { actorOf, rowsAs, type Actor } from './order-api.ts';

const notWritable = 'You may see this order but not change it';

// `rapport` has report level 1 at Fjellmeieriet Gjøvik and is no customer admin (demo data).
describe('a report level widens reading, not writing (issue 4 review)', () => {
  let t: TestApp;
  let admin: Actor;
  let reporter: Actor;
  let dock: Actor;
  let adminDraft: OrderRow;

  const setStatus = (login: string, order: Pick<OrderRow, 'id' | 'version'>, transactionStatusId: number) =>
    t.callAs<OrderRow>(login, 'POST', 'orderStatus', {
      body: { orderId: order.id, transactionStatusId, version: order.version },
    });
  const orderAs = async (login: string, id: number) =>
    (await t.callAs<OrderRow>(login, 'GET', 'order', { query: { id: String(id) } })).body.data!;

  beforeAll(async () => {
    t = await makeTestApp();
    [admin, reporter, dock] = await Promise.all([
      actorOf(t, 'kunde.admin'),
      actorOf(t, 'rapport'),
      actorOf(t, 'lager'),
    ]);
    const choice = await choiceAt(t, 'kunde.admin', admin.location.id, 'available');
    adminDraft = await savedAs(
      t,
      'kunde.admin',
      makeDraft({ locationIdFrom: dock.location.id, lines: [lineOf(choice)] }),
    );
  });
  afterAll(() => t.close());

  it("lets the reporter see the orders of all the customer's locations", async () => {
    expect(reporter.customer.id).toBe(admin.customer.id);
    const seen = await rowsAs(t, 'rapport', { locationId: String(admin.location.id) });
    expect(seen.total).toBeGreaterThan(0);
    expect(seen.items.map((row) => row.id)).toContain(adminDraft.id);
  });

  it("refuses a status change on another location's order with 403 and changes nothing", async () => {
    const all = (await rowsAs(t, 'rapport', { locationId: String(admin.location.id) })).items;
    const sent = all.find((row) => row.transactionStatusId === 4 && row.locationIdTo === admin.location.id);
    expect(sent, 'the demo data has a sent order to Lillehammer').toBeDefined();
    const answer = await setStatus('rapport', sent!, 5);
    expect(answer.status).toBe(403);
    expect(answer.body.error?.message).toBe(notWritable);
    expect((await orderAs('kunde.admin', sent!.id)).version).toBe(sent!.version);
  });

  it("refuses to change or send another location's draft (403)", async () => {
    const edited = await saveAs(
      t,
      'rapport',
      makeDraft({
        id: adminDraft.id,
        version: adminDraft.version,
        locationIdFrom: dock.location.id,
        lines: [lineOf(await choiceAt(t, 'kunde.admin', admin.location.id, 'available'))],
      }),
    );
    expect(edited.status).toBe(403);
    expect(edited.body.error?.message).toBe(notWritable);
    const sent = await t.callAs('rapport', 'POST', 'sendOrders', { body: { ids: [adminDraft.id] } });
    expect(sent.status).toBe(403);
    expect(await orderAs('kunde.admin', adminDraft.id)).toMatchObject({
      transactionStatusId: 0,
      version: adminDraft.version,
    });
  });

  it("refuses a comment on another location's order (403), and reads its comments", async () => {
    const answer = await t.callAs('rapport', 'POST', 'orderComment', {
      body: { orderId: adminDraft.id, text: 'Not mine to say' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error?.message).toBe(`Could not save comment: ${notWritable}`);
    const comments = await t.callAs('rapport', 'GET', 'orderComments', {
      query: { orderId: String(adminDraft.id) },
    });
    expect(comments.status).toBe(200);
    expect(comments.body.data).toEqual([]);
  });

  it('lets the reporter draft, comment on and send orders of their own location', async () => {
    const choice = await choiceAt(t, 'rapport', reporter.location.id, 'available');
    const own = await savedAs(
      t,
      'rapport',
      makeDraft({ locationIdFrom: dock.location.id, lines: [lineOf(choice)] }),
    );
    expect(own.locationIdTo).toBe(reporter.location.id);
    const comment = await t.callAs('rapport', 'POST', 'orderComment', {
      body: { orderId: own.id, text: 'Before noon, please' },
    });
    expect(comment.status).toBe(200);
    const sent = await t.callAs('rapport', 'POST', 'sendOrders', { body: { ids: [own.id] } });
    expect(sent.status, JSON.stringify(sent.body.error)).toBe(200);
    expect((await orderAs('rapport', own.id)).transactionStatusId).toBe(1);
  });

  it('keeps a customer admin writing for the whole customer', async () => {
    const choice = await choiceAt(t, 'rapport', reporter.location.id, 'available');
    const atGjovik = await savedAs(
      t,
      'rapport',
      makeDraft({ locationIdFrom: dock.location.id, lines: [lineOf(choice)] }),
    );
    const answer = await t.callAs('kunde.admin', 'POST', 'sendOrders', { body: { ids: [atGjovik.id] } });
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    "answers 403 without waiting for another writer's lock on the order (scope before lock)",
    async () => {
      const answered = await t.app.db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('transactions')
          .select('id')
          .where('id', '=', adminDraft.id)
          .forUpdate()
          .execute();
        const timeout = new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 3000));
        return Promise.race([setStatus('rapport', adminDraft, 1).then((answer) => answer.status), timeout]);
      });
      expect(answered).toBe(403);
    },
  );
});
