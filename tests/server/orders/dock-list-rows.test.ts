import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dockAreas, type DockOrders } from '../../../src/domain/dock/dock-orders.ts';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

/**
 * The dock's work lists (GET dockOrders, up to 1500 rows kept offline) carry list rows: whether an
 * order is signed, not the drawing, and no sort data; GET order keeps the whole row (review of
 * issue 21, order-row-json.ts listOrderRow / fullOrderRow).
 */
describe('GET dockOrders rows leave out the signature drawing and the sort data', () => {
  let t: TestApp;
  const drawing =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('sends hasSignature without the drawing on the dock list, and the drawing on GET order', async () => {
    const before = await t.callAs<DockOrders<OrderRow>>('lager', 'GET', 'dockOrders');
    const rows = dockAreas.flatMap((area) => before.body.data![area]);
    expect(rows.length, 'dock rows in the demo data').toBeGreaterThan(0);
    const signed = rows[0]!;
    await t.app.db
      .updateTable('transactions')
      .set({ signature: drawing })
      .where('id', '=', signed.id)
      .execute();

    const after = await t.callAs<DockOrders<OrderRow>>('lager', 'GET', 'dockOrders');
    expect(after.status).toBe(200);
    const listed = dockAreas.flatMap((area) => after.body.data![area]);
    const row = listed.find((order) => order.id === signed.id)!;
    expect(row).toMatchObject({ hasSignature: true, signature: null, sort: null });
    expect(listed.every((order) => order.signature === null && order.sort === null)).toBe(true);

    const one = await t.callAs<OrderRow>('lager', 'GET', 'order', { query: { id: String(signed.id) } });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ hasSignature: true, signature: drawing });
  });
});
