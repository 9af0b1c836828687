import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { choiceAt, lineOf, makeDraft, savedAs } from './draft-api.ts';
import { actorOf, rowsAs, type Actor } from './order-api.ts';

/**
 * The list's exact `total` comes from counters kept by triggers (migration 0007); the orders' customer
 * copies too. Whatever writes an order, they must agree with a recount.
 */
describe("GET Orders' total and the stored order counters (issue 4 item 10)", () => {
  let t: TestApp;
  let admin: Actor;
  let dock: Actor;

  /** Counter rows that differ from a recount of the orders (none when the triggers did their work). */
  const driftedCounters = async () => {
    const { rows } = await sql<{ n: number }>`
      with recount as (
        select t.market_id, p.customer_id, p.location_id, t.send_date, t.transaction_status_id,
          t.transaction_type_id, count(*)::integer as orders
        from transactions t, order_list_parties(t.customer_id_from, t.customer_id_to,
          t.location_id_from, t.location_id_to) p
        group by 1, 2, 3, 4, 5, 6
      ), stored as (select * from order_list_counts where orders <> 0)
      -- EXCEPT compares empty send dates and parties as equal, as the counters' key does.
      select count(*)::integer as n from (
        (select * from recount except all select * from stored)
        union all (select * from stored except all select * from recount)
      ) drift`.execute(t.app.db);
    return rows[0]!.n;
  };
  const customerCopiesOff = async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::integer as n from transactions t
      join locations lf on lf.id = t.location_id_from join locations lt on lt.id = t.location_id_to
      where t.customer_id_from <> lf.customer_id or t.customer_id_to <> lt.customer_id`.execute(t.app.db);
    return rows[0]!.n;
  };

  beforeAll(async () => {
    t = await makeTestApp();
    [admin, dock] = await Promise.all([actorOf(t, 'kunde.admin'), actorOf(t, 'lager')]);
  });
  afterAll(() => t.close());

  it('counts every match exactly for each scope and the filters the counters keep', async () => {
    const since = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    for (const login of ['global', 'kunde.admin', 'butikk', 'rapport']) {
      const queries: Record<string, string>[] = [
        {},
        { transactionStatus: '1,2,4' },
        { transactionType: 'TO,HE' },
        { sendLower: since },
        { locationId: String((await actorOf(t, login)).location.id) },
      ];
      for (const query of queries) {
        const answer = await rowsAs(t, login, query);
        expect(answer.items.length, `${login} ${JSON.stringify(query)}`).toBe(answer.total);
      }
    }
  });

  it('keeps the counters and customer copies right through drafts, sending and status changes', async () => {
    const choice = await choiceAt(t, 'kunde.admin', admin.location.id, 'available');
    const draft = await savedAs(
      t,
      'kunde.admin',
      makeDraft({ locationIdFrom: dock.location.id, lines: [lineOf(choice)] }),
    );
    const before = (await rowsAs(t, 'kunde.admin', { transactionStatus: '0' })).total;
    expect((await t.callAs('kunde.admin', 'POST', 'sendOrders', { body: { ids: [draft.id] } })).status).toBe(
      200,
    );
    expect((await rowsAs(t, 'kunde.admin', { transactionStatus: '0' })).total).toBe(before - 1);
    const ordered = (await rowsAs(t, 'kunde.admin', { ids: String(draft.id) })).items[0]!;
    const confirmed = await t.callAs('lager', 'POST', 'orderStatus', {
      body: { orderId: draft.id, transactionStatusId: 2, version: ordered.version },
    });
    expect(confirmed.status).toBe(200);
    expect(await driftedCounters()).toBe(0);
    expect(await customerCopiesOff()).toBe(0);
  });

  it('moves the counters and copies with a location that moves to another customer', async () => {
    const other = await actorOf(t, 'butikk');
    const hamar = await t.app.db
      .selectFrom('locations')
      .select('id')
      .where('customerId', '=', admin.customer.id)
      .where('id', '<>', admin.location.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('locations')
      .set({ customerId: other.customer.id })
      .where('id', '=', hamar.id)
      .execute();
    expect(await customerCopiesOff()).toBe(0);
    expect(await driftedCounters()).toBe(0);
    const moved = await rowsAs(t, 'global', { customerId: String(other.customer.id) });
    expect(moved.items.length).toBe(moved.total);
    expect(moved.items.some((row) => [row.locationIdFrom, row.locationIdTo].includes(hamar.id))).toBe(true);
  });
});
