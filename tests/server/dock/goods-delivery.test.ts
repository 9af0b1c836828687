import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExternalLocation } from '../../../src/domain/dock/external-location.ts';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { isReplay, newKey, postWithKey } from '../idempotency/idempotency-api.ts';
import { actorOf, type Actor } from '../orders/order-api.ts';
import { dataOf, lineOf, movementsOf, postAs, todayOf, writtenRows } from './arrival-api.ts';

describe('POST goodsDelivery: the acting location delivers pallets now (issue 6, item 3)', () => {
  let t: TestApp;
  let dock: Actor;
  let admin: Actor;
  let shop: Actor;
  let hamarId: number;
  let today: string;
  let external: ExternalLocation;
  const sendDate = '2026-12-01';

  const deliver = (login: string, body: Record<string, unknown>) =>
    postAs(t, login, 'goodsDelivery', { sendDate, ...body });

  beforeAll(async () => {
    t = await makeTestApp();
    [dock, admin, shop] = await Promise.all([
      actorOf(t, 'lager'),
      actorOf(t, 'kunde.admin'),
      actorOf(t, 'butikk'),
    ]);
    const hamar = await t.app.db
      .selectFrom('locations')
      .select('id')
      .where('name', '=', 'Fjellmeieriet Hamar')
      .executeTakeFirstOrThrow();
    hamarId = hamar.id;
    today = await todayOf(t);
    external = dataOf(
      await postAs<ExternalLocation>(t, 'kunde.admin', 'externalLocation', {
        name: 'Mjøsa Byggvare',
        number: 'EXT-7001',
        countryId: 'NOR',
        locationId: admin.location.id,
      }),
      'externalLocation',
    );
  });
  afterAll(() => t.close());

  it('sends a goods delivery (GL, 4) from the acting location to a location of the market', async () => {
    const order = dataOf(
      await deliver('kunde.admin', {
        locationIdTo: hamarId,
        lines: [lineOf('EUR/STD/A', 33), lineOf('crate/std/n', 4)],
        carNo: 'XY 98765',
        reference: 'Monday round',
      }),
      'goodsDelivery',
    );
    expect(order).toMatchObject({
      transactionTypeId: 'GL',
      transactionStatusId: 4,
      customerId: admin.customer.id,
      locationIdFrom: admin.location.id,
      locationIdTo: hamarId,
      externalLocationId: null,
      dateSend: sendDate,
      sentDate: today,
      receivalDate: null,
      isReceiverRegistered: false,
      quantity: 37,
      carNo: 'XY 98765',
      reference: 'Monday round',
    });
    expect(
      order.transactions.map((line) => [line.productId, line.quantityOrdered, line.quantityPicked]),
    ).toEqual([
      ['EUR', 33, 33],
      ['CRATE', 4, 4],
    ]);
  });

  it('takes the pallets off the sender: sent, counted negative, and nothing received yet', async () => {
    const order = dataOf(
      await deliver('kunde.admin', { locationIdTo: hamarId, lines: [lineOf('EUR/STD/A', 20)] }),
      'goodsDelivery',
    );
    expect(await movementsOf(t, order.id)).toEqual([
      {
        locationId: admin.location.id,
        kind: 'sent',
        productId: 'EUR',
        treatmentId: 'STD',
        qualityId: 'A',
        quantity: -20,
        createdBy: admin.user.id,
      },
    ]);
  });

  it('decides the sender from the session, never from the payload', async () => {
    const order = dataOf(
      await deliver('butikk', {
        locationIdFrom: hamarId,
        locationIdTo: dock.location.id,
        lines: [lineOf('EUR/STD/A', 2)],
      }),
      'goodsDelivery',
    );
    expect(order).toMatchObject({ locationIdFrom: shop.location.id, customerId: shop.customer.id });
    expect((await movementsOf(t, order.id)).map((move) => move.locationId)).toEqual([shop.location.id]);
  });

  it("refuses products the destination does not list with 'Invalid location' (422, spec §5, §8)", async () => {
    const before = await writtenRows(t);
    // Alnabru carries every choice; Fjellmeieriet's locations carry no plastic pallets.
    const answer = await deliver('lager', {
      locationIdTo: admin.location.id,
      lines: [lineOf('EUR/STD/A', 10), lineOf('PLASTIC/WASH/A', 10)],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({
      type: 'InvalidLocation',
      code: 'InvalidLocation',
      message: 'Invalid location: products in this delivery are not allowed at this location',
    });
    expect(await writtenRows(t)).toEqual(before);
    // Listed at any availability is allowed: Hamar lists EUR/STD/B as out of stock.
    const listed = await deliver('lager', { locationIdTo: hamarId, lines: [lineOf('EUR/STD/B', 1)] });
    expect(listed.status).toBe(200);
  });

  it('confirms a delivery to an external location at once (GL, 5): sent from the acting location', async () => {
    const order = dataOf(
      await deliver('kunde.admin', { externalLocationId: external.id, lines: [lineOf('EUR/STD/A', 15)] }),
      'goodsDelivery',
    );
    expect(order).toMatchObject({
      transactionTypeId: 'GL',
      transactionStatusId: 5,
      locationIdFrom: admin.location.id,
      locationIdTo: admin.location.id,
      externalLocationId: external.id,
      externalLocationName: 'Mjøsa Byggvare',
      sentDate: today,
    });
    expect(
      (await movementsOf(t, order.id)).map((move) => [move.locationId, move.kind, move.quantity]),
    ).toEqual([[admin.location.id, 'sent', -15]]);
  });

  it("answers another customer's external location with 404 and writes nothing", async () => {
    const before = await writtenRows(t);
    const answer = await deliver('lager', {
      externalLocationId: external.id,
      lines: [lineOf('EUR/STD/A', 1)],
    });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatchObject({ type: 'NotFound', message: 'External location not found' });
    expect(await writtenRows(t)).toEqual(before);
  });

  it('refuses the acting location, a location of another market and a bad payload, writing nothing', async () => {
    const before = await writtenRows(t);
    const own = await deliver('kunde.admin', {
      locationIdTo: admin.location.id,
      lines: [lineOf('EUR/STD/A', 1)],
    });
    expect(own.status).toBe(400);
    expect(own.body.error?.message).toBe('locationIdTo: must not be the acting location');
    const swedish = await t.app.db
      .selectFrom('locations')
      .select('id')
      .where('marketId', '=', 'se')
      .executeTakeFirstOrThrow();
    const abroad = await deliver('kunde.admin', {
      locationIdTo: swedish.id,
      lines: [lineOf('EUR/STD/A', 1)],
    });
    expect(abroad.status).toBe(404);
    const both = await deliver('kunde.admin', {
      locationIdTo: hamarId,
      externalLocationId: external.id,
      lines: [lineOf('EUR/STD/A', 1)],
    });
    expect(both.status).toBe(400);
    expect(both.body.error?.message).toBe(
      'locationIdTo: must name either a location or an external location',
    );
    const noDate = await postAs(t, 'kunde.admin', 'goodsDelivery', {
      locationIdTo: hamarId,
      lines: [lineOf('EUR/STD/A', 1)],
    });
    expect(noDate.status).toBe(400);
    expect(noDate.body.error?.message).toContain('sendDate');
    const repeated = await deliver('kunde.admin', {
      locationIdTo: hamarId,
      lines: [lineOf('EUR/STD/A', 1), lineOf('eur/std/a', 2)],
    });
    expect(repeated.status).toBe(400);
    expect(await writtenRows(t)).toEqual(before);
  });

  it('makes one delivery and one movement however often the same Idempotency-Key is replayed', async () => {
    const body = { sendDate, locationIdTo: hamarId, lines: [lineOf('HALF/STD/A', 6)], localId: 'tablet-2' };
    const key = newKey();
    const before = await writtenRows(t);
    const first = await postWithKey<OrderRow>(t, 'kunde.admin', 'goodsDelivery', body, key);
    const again = await postWithKey<OrderRow>(t, 'kunde.admin', 'goodsDelivery', body, key);
    expect(first.status).toBe(200);
    expect(isReplay(again)).toBe(true);
    expect(again.body.data?.id).toBe(first.body.data?.id);
    expect(await writtenRows(t)).toEqual({
      ...before,
      orders: before.orders + 1,
      movements: before.movements + 1,
    });
  });
});
