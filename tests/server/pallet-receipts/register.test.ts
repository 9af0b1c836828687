import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PalletReceipt } from '../../../src/domain/pallet-receipts/pallet-receipt.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { dataOf, todayOf } from '../dock/arrival-api.ts';
import { isReplay, newKey, postWithKey } from '../idempotency/idempotency-api.ts';
import { actorOf, type Actor } from '../orders/order-api.ts';
import {
  balanceOf,
  carriedChoices,
  drawnSignature,
  locationIdOf,
  postReceipt,
  receiptBody,
  receiptMovements,
  receiptRows,
  type Choice,
} from './receipt-api.ts';

describe('POST palletReceipt: a receipt counted and signed at a location (issue 7 items 1–2)', () => {
  let t: TestApp;
  let admin: Actor;
  let lillehammerId: number;
  let hamarId: number;
  let a: Choice;
  let b: Choice;
  let c: Choice;

  beforeAll(async () => {
    t = await makeTestApp();
    admin = await actorOf(t, 'kunde.admin');
    lillehammerId = await locationIdOf(t, 'Fjellmeieriet Lillehammer');
    hamarId = await locationIdOf(t, 'Fjellmeieriet Hamar');
    [a, b, c] = (await carriedChoices(t, lillehammerId, 3)) as [Choice, Choice, Choice];
  });
  afterAll(() => t.close());

  it('saves a plain receipt and moves the balance by in less out, once per product choice', async () => {
    const before = await Promise.all([a, b].map((choice) => balanceOf(t, lillehammerId, choice)));
    const receipt = dataOf(
      await postReceipt(
        t,
        'kunde.admin',
        receiptBody(
          lillehammerId,
          [
            { ...a, inbound: 10, outbound: 3 },
            { ...b, outbound: 5 },
            { ...c, inbound: 4, outbound: 4 },
          ],
          { note: 'Two pallets broken' },
        ),
      ),
      'palletReceipt',
    );
    expect(receipt).toMatchObject({
      receiptNo: expect.stringMatching(new RegExp(`^K${(await todayOf(t)).slice(0, 4)}\\d{6}$`)),
      variant: 'plain',
      locationId: lillehammerId,
      locationName: 'Fjellmeieriet Lillehammer',
      customerName: 'Fjellmeieriet SA',
      signerName: 'Øystein Sjåfør',
      signerRole: 'driver',
      signature: drawnSignature,
      note: 'Two pallets broken',
      registeredBy: admin.user.id,
      registeredByName: 'Hilde Bakke',
    });
    expect(receipt.lines.map((line) => [line.productId, line.inbound, line.outbound, line.counted])).toEqual([
      [a.productId, 10, 3, null],
      [b.productId, 0, 5, null],
      [c.productId, 4, 4, null],
    ]);
    expect(receipt.lines[0]?.productName).toBeTruthy();
    const movements = await receiptMovements(t, receipt.id);
    expect(movements).toEqual([
      { locationId: lillehammerId, kind: 'receipt', ...a, quantity: 7, createdBy: admin.user.id },
      { locationId: lillehammerId, kind: 'receipt', ...b, quantity: -5, createdBy: admin.user.id },
    ]);
    const after = await Promise.all([a, b].map((choice) => balanceOf(t, lillehammerId, choice)));
    expect(after).toEqual([before[0]! + 7, before[1]! - 5]);

    const read = await t.callAs<PalletReceipt>('kunde.admin', 'GET', 'palletReceipt', {
      query: { id: String(receipt.id) },
    });
    expect(dataOf(read, 'GET palletReceipt')).toEqual(receipt);
  });

  it('numbers receipts on within the market', async () => {
    const body = receiptBody(hamarId, [{ ...a, inbound: 1 }]);
    const first = dataOf(await postReceipt(t, 'kunde.admin', body), 'palletReceipt');
    const second = dataOf(await postReceipt(t, 'kunde.admin', body), 'palletReceipt');
    expect(Number(second.receiptNo.slice(5))).toBe(Number(first.receiptNo.slice(5)) + 1);
  });

  it('makes one receipt of a request replayed with its Idempotency-Key (offline outbox)', async () => {
    const rows = await receiptRows(t);
    const key = newKey();
    const body = receiptBody(lillehammerId, [{ ...a, inbound: 6 }]);
    const first = await postWithKey<PalletReceipt>(t, 'kunde.admin', 'palletReceipt', body, key);
    const again = await postWithKey<PalletReceipt>(t, 'kunde.admin', 'palletReceipt', body, key);
    expect(first.status).toBe(200);
    expect(isReplay(again)).toBe(true);
    expect(again.body.data).toEqual(first.body.data);
    expect(await receiptRows(t)).toEqual({
      receipts: rows.receipts + 1,
      lines: rows.lines + 1,
      movements: rows.movements + 1,
    });
    expect(await receiptMovements(t, first.body.data!.id)).toHaveLength(1);
  });

  it('records an inventory count beside the balance at that moment and moves nothing', async () => {
    const balanceA = await balanceOf(t, lillehammerId, a);
    const balanceB = await balanceOf(t, lillehammerId, b);
    const rows = await receiptRows(t);
    const receipt = dataOf(
      await postReceipt(
        t,
        'lager',
        receiptBody(
          lillehammerId,
          [
            { ...a, counted: balanceA + 2 },
            { ...b, counted: 0 },
          ],
          {
            variant: 'inventory',
            signature: { signerName: 'Kari Telling', signerRole: 'counterpart', image: drawnSignature },
          },
        ),
      ),
      'palletReceipt (inventory)',
    );
    expect(receipt.variant).toBe('inventory');
    expect(receipt.signerRole).toBe('counterpart');
    expect(receipt.lines.map((line) => [line.counted, line.balanceAtCount])).toEqual([
      [balanceA + 2, balanceA],
      [0, balanceB],
    ]);
    expect(await receiptMovements(t, receipt.id)).toEqual([]);
    expect(await receiptRows(t)).toEqual({ ...rows, receipts: rows.receipts + 1, lines: rows.lines + 2 });
    expect(await balanceOf(t, lillehammerId, a)).toBe(balanceA);
  });

  it('requires every line of an inventory receipt to be counted', async () => {
    const body = receiptBody(lillehammerId, [{ ...a, inbound: 1 }], { variant: 'inventory' });
    const answer = await postReceipt(t, 'kunde.admin', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('lines.0.counted');
  });
});
