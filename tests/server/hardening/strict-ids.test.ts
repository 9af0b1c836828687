import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { carriedChoices, locationIdOf, postReceipt, receiptBody } from '../pallet-receipts/receipt-api.ts';
import { rowsAs } from '../orders/order-api.ts';

/** Issue 14 item 6: ids in bodies are JSON positive integers, in queries digit strings, nothing coerced. */
describe('ids are parsed strictly (issue 14 item 6)', () => {
  let t: TestApp;
  let receiptId: number;
  let orderId: number;

  beforeAll(async () => {
    t = await makeTestApp();
    const locationId = await locationIdOf(t, 'Fjellmeieriet Lillehammer');
    const [choice] = await carriedChoices(t, locationId, 1);
    const saved = await postReceipt(
      t,
      'kunde.admin',
      receiptBody(locationId, [{ ...choice!, inbound: 2, outbound: 0, counted: null }]),
    );
    expect(saved.status, JSON.stringify(saved.body.error)).toBe(200);
    receiptId = saved.body.data!.id;
    orderId = (await rowsAs(t, 'kunde.admin')).items[0]!.id;
  });
  afterAll(() => t.close());

  /** A deleted receipt stays, marked deleted, for the record. */
  const receiptExists = async () => {
    const receipt = await t.app.db
      .selectFrom('palletReceipts')
      .select('deletedAt')
      .where('id', '=', receiptId)
      .executeTakeFirstOrThrow();
    return receipt.deletedAt === null;
  };

  const coercedForms: [string, (id: number) => unknown][] = [
    ['true', () => true],
    ['[id]', (id) => [id]],
    ['"id"', (id) => String(id)],
    ['" id "', (id) => ` ${id} `],
    ['"0x…"', (id) => `0x${id.toString(16)}`],
    ['"…e0"', (id) => `${id}e0`],
    ['id + 0.5', (id) => id + 0.5],
    ['0', () => 0],
    ['-id', (id) => -id],
    ['null', () => null],
    ['2^31', () => 2 ** 31],
  ];

  it.each(coercedForms)('refuses %s as an id in a body and deletes nothing', async (_name, form) => {
    const answer = await t.callAs('kunde.admin', 'POST', 'palletReceiptDelete', {
      body: { id: form(receiptId) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toMatch(/^id: must be a positive whole number/);
    expect(await receiptExists()).toBe(true);
  });

  it.each(['0x1', ' 1 ', '+1', '01', '1.0', '1e0', '-1', '0', '', '99999999999'])(
    'refuses %j as an id in a query',
    async (id) => {
      const answer = await t.callAs('kunde.admin', 'GET', 'order', { query: { id } });
      expect(answer.status).toBe(400);
    },
  );

  it('takes a plain id in a query and in a body', async () => {
    const order = await t.callAs<{ id: number }>('kunde.admin', 'GET', 'order', {
      query: { id: String(orderId) },
    });
    expect(order.status).toBe(200);
    expect(order.body.data?.id).toBe(orderId);
    const deleted = await t.callAs('kunde.admin', 'POST', 'palletReceiptDelete', { body: { id: receiptId } });
    expect(deleted.status, JSON.stringify(deleted.body.error)).toBe(200);
    expect(await receiptExists()).toBe(false);
  });
});
