import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { actorOf, rowsAs, type Actor } from '../orders/order-api.ts';
import { dataOf, lineOf, postAs, todayOf, writtenRows } from './arrival-api.ts';

/**
 * A dock order's other end must be a location the acting one trades with (issue 14 item 8): the
 * provider, the own customer's other locations; another customer's location is not found (404).
 */
describe('dock counterparts: whom a location may receive from and deliver to', () => {
  let t: TestApp;
  let dock: Actor;
  let admin: Actor;
  let shop: Actor;
  let hamarId: number;
  let majorstuenId: number;
  let today: string;

  const idOf = async (name: string) =>
    (await t.app.db.selectFrom('locations').select('id').where('name', '=', name).executeTakeFirstOrThrow())
      .id;

  beforeAll(async () => {
    t = await makeTestApp();
    [dock, admin, shop] = await Promise.all([
      actorOf(t, 'lager'),
      actorOf(t, 'kunde.admin'),
      actorOf(t, 'butikk'),
    ]);
    hamarId = await idOf('Fjellmeieriet Hamar');
    majorstuenId = await idOf('Torgbutikken Majorstuen');
    today = await todayOf(t);
  });
  afterAll(() => t.close());

  it("refuses a direct reception 'from' another customer's location with 404, and it never shows there", async () => {
    const before = await writtenRows(t);
    const answer = await postAs(t, 'butikk', 'directReception', {
      locationIdFrom: hamarId,
      lines: [lineOf('EUR/STD/A', 7)],
      reference: 'not from us',
    });
    expect(answer.status).toBe(404);
    expect(await writtenRows(t)).toEqual(before);
    const theirs = await rowsAs(t, 'kunde.admin', { locationId: String(hamarId) });
    expect(theirs.items.some((row) => row.reference === 'not from us')).toBe(false);
  });

  it("refuses a goods delivery to another customer's location with 404, writing nothing", async () => {
    const before = await writtenRows(t);
    const answer = await postAs(t, 'kunde.admin', 'goodsDelivery', {
      locationIdTo: majorstuenId,
      sendDate: today,
      lines: [lineOf('EUR/STD/A', 2)],
    });
    expect(answer.status).toBe(404);
    expect(await writtenRows(t)).toEqual(before);
  });

  it("receives from the own customer's other location and from the provider", async () => {
    const fromColleague = dataOf(
      await postAs(t, 'butikk', 'directReception', {
        locationIdFrom: majorstuenId,
        lines: [lineOf('EUR/STD/A', 3)],
      }),
      'directReception',
    );
    expect(fromColleague).toMatchObject({ locationIdFrom: majorstuenId, locationIdTo: shop.location.id });
    const fromProvider = dataOf(
      await postAs(t, 'butikk', 'directReception', {
        locationIdFrom: dock.location.id,
        lines: [lineOf('EUR/STD/A', 3)],
      }),
      'directReception',
    );
    expect(fromProvider.locationIdFrom).toBe(dock.location.id);
  });

  it('lets the provider receive from and deliver to any customer of the market', async () => {
    const received = await postAs(t, 'lager', 'directReception', {
      locationIdFrom: shop.location.id,
      lines: [lineOf('EUR/STD/A', 4)],
    });
    expect(received.status).toBe(200);
    const delivered = await postAs(t, 'lager', 'goodsDelivery', {
      locationIdTo: admin.location.id,
      sendDate: today,
      lines: [lineOf('EUR/STD/A', 4)],
    });
    expect(delivered.status).toBe(200);
  });
});
