import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { rowsAs } from '../orders/order-api.ts';
import { lineOf, postAs, todayOf, writtenRows } from './arrival-api.ts';

/**
 * The dock's writes need their menu tasks (issue 14 item 8; spec §2, §6): direct reception and
 * reception RECEPTION, picking EXPEDITION, goods delivery and external locations SHIPMENT. ingrid.berg
 * (ORDER, DISPATCH, SHIPMENT) and martin.solberg (ORDER) stand for users without them.
 */
describe('dock calls refuse a user without their task (403), writing nothing', () => {
  let t: TestApp;
  let today: string;
  let sentToLillehammer: OrderRow;
  let toPick: OrderRow;

  const idOf = async (name: string) =>
    (await t.app.db.selectFrom('locations').select('id').where('name', '=', name).executeTakeFirstOrThrow())
      .id;

  beforeAll(async () => {
    t = await makeTestApp();
    today = await todayOf(t);
    const lillehammer = await idOf('Fjellmeieriet Lillehammer');
    const rows = (await rowsAs(t, 'kunde.admin', { locationId: String(lillehammer) })).items;
    sentToLillehammer = rows.find(
      (row) => row.transactionStatusId === 4 && row.locationIdTo === lillehammer,
    )!;
    toPick = rows.find(
      (row) => [1, 2].includes(row.transactionStatusId) && row.locationIdFrom === lillehammer,
    )!;
    expect(sentToLillehammer).toBeDefined();
    expect(toPick).toBeDefined();
  });
  afterAll(() => t.close());

  it('refuses a direct reception without RECEPTION, even from an own location (the probe of item 8)', async () => {
    const before = await writtenRows(t);
    const answer = await postAs(t, 'martin.solberg', 'directReception', {
      locationIdFrom: await idOf('Torgbutikken Grünerløkka'),
      lines: [lineOf('EUR/STD/A', 5)],
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error?.message).toContain('RECEPTION');
    expect(await writtenRows(t)).toEqual(before);
  });

  it('refuses the reception of a sent order without RECEPTION, leaving it sent', async () => {
    const order = sentToLillehammer;
    const answer = await postAs(t, 'ingrid.berg', 'orderReception', {
      orderId: order.id,
      version: order.version,
      lines: order.transactions.map((line) => ({
        lineId: line.id,
        quantityReceived: line.quantityPicked ?? line.quantityOrdered,
        qualityId: line.qualityId,
      })),
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error?.message).toContain('RECEPTION');
    const stored = await t.app.db
      .selectFrom('transactions')
      .select(['transactionStatusId', 'version'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ transactionStatusId: 4, version: order.version });
  });

  it('refuses a picking without EXPEDITION', async () => {
    const answer = await postAs(t, 'ingrid.berg', 'orderPicking', {
      orderId: toPick.id,
      version: toPick.version,
      lines: toPick.transactions.map((line) => ({ lineId: line.id, quantityPicked: line.quantityOrdered })),
      markAs: 'saved',
      transport: { numberOfCopies: 1 },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error?.message).toContain('EXPEDITION');
  });

  it('refuses a goods delivery and a new external location without SHIPMENT', async () => {
    const before = await writtenRows(t);
    const majorstuen = await idOf('Torgbutikken Majorstuen');
    const delivery = await postAs(t, 'martin.solberg', 'goodsDelivery', {
      locationIdTo: await idOf('Nordpall Alnabru'),
      sendDate: today,
      lines: [lineOf('EUR/STD/A', 2)],
    });
    expect(delivery.status).toBe(403);
    const external = await postAs(t, 'martin.solberg', 'externalLocation', {
      name: 'Uten oppgave',
      number: 'EXT-9901',
      countryId: 'NOR',
      locationId: majorstuen,
    });
    expect(external.status).toBe(403);
    expect(await writtenRows(t)).toEqual(before);
  });

  it('lets a user with SHIPMENT deliver (ingrid.berg) while a user with an empty task list does all (butikk)', async () => {
    const delivery = await postAs(t, 'ingrid.berg', 'goodsDelivery', {
      locationIdTo: await idOf('Nordpall Alnabru'),
      sendDate: today,
      lines: [lineOf('EUR/STD/A', 2)],
    });
    expect(delivery.status).toBe(200);
    const reception = await postAs(t, 'butikk', 'directReception', {
      locationIdFrom: await idOf('Torgbutikken Majorstuen'),
      lines: [lineOf('EUR/STD/A', 2)],
    });
    expect(reception.status).toBe(200);
  });
});
