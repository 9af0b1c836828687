import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  receiptDeletedMessage,
  type PalletReceipt,
  type PalletReceiptLogEntry,
} from '../../../src/domain/pallet-receipts/pallet-receipt.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { dataOf } from '../dock/arrival-api.ts';
import {
  balanceOf,
  carriedChoices,
  locationIdOf,
  postReceipt,
  receiptBody,
  receiptMovements,
  type Choice,
} from './receipt-api.ts';

describe('GET palletReceipts, GET palletReceipt and POST palletReceiptDelete (issue 7 item 1)', () => {
  let t: TestApp;
  let lillehammerId: number;
  let hamarId: number;
  let choice: Choice;
  let plain: PalletReceipt;
  let inventory: PalletReceipt;
  let byProvider: PalletReceipt;

  const logAs = async (login: string, query: Record<string, string> = {}) =>
    dataOf(await t.callAs<PalletReceiptLogEntry[]>(login, 'GET', 'palletReceipts', { query }), 'log');
  const readAs = (login: string, id: number) =>
    t.callAs<PalletReceipt>(login, 'GET', 'palletReceipt', { query: { id: String(id) } });
  const deleteAs = (login: string, id: number) =>
    t.callAs<{ message: string }>(login, 'POST', 'palletReceiptDelete', { body: { id } });
  const register = async (login: string, body: unknown) =>
    dataOf(await postReceipt(t, login, body), 'palletReceipt');

  beforeAll(async () => {
    t = await makeTestApp();
    lillehammerId = await locationIdOf(t, 'Fjellmeieriet Lillehammer');
    hamarId = await locationIdOf(t, 'Fjellmeieriet Hamar');
    [choice] = (await carriedChoices(t, lillehammerId, 1)) as [Choice];
    plain = await register(
      'kunde.admin',
      receiptBody(lillehammerId, [{ ...choice, inbound: 9, outbound: 2 }]),
    );
    inventory = await register(
      'kunde.admin',
      receiptBody(hamarId, [{ ...choice, counted: 14 }], { variant: 'inventory' }),
    );
    byProvider = await register('lager', receiptBody(lillehammerId, [{ ...choice, outbound: 1 }]));
  });
  afterAll(() => t.close());

  it('lists receipts newest first with who registered them and when', async () => {
    const log = await logAs('kunde.admin');
    expect(log.map((entry) => entry.id)).toEqual([byProvider.id, inventory.id, plain.id]);
    expect(log[2]).toEqual({
      id: plain.id,
      receiptNo: plain.receiptNo,
      variant: 'plain',
      locationId: lillehammerId,
      locationName: 'Fjellmeieriet Lillehammer',
      locationNo: plain.locationNo,
      customerName: 'Fjellmeieriet SA',
      signerName: 'Øystein Sjåfør',
      signerRole: 'driver',
      note: null,
      registeredBy: plain.registeredBy,
      registeredByName: 'Hilde Bakke',
      registeredAt: plain.registeredAt,
      inbound: 9,
      outbound: 2,
      counted: null,
    });
    expect(log[0]?.registeredByName).toBe('Per Olav Rønning');
    expect(log[1]).toMatchObject({ variant: 'inventory', counted: 14 });
    expect(Date.parse(log[0]!.registeredAt)).toBeGreaterThanOrEqual(Date.parse(log[2]!.registeredAt));
  });

  it('filters the log by variant and location', async () => {
    expect((await logAs('kunde.admin', { variant: 'inventory' })).map((entry) => entry.id)).toEqual([
      inventory.id,
    ]);
    expect((await logAs('kunde.admin', { locationId: String(hamarId) })).map((entry) => entry.id)).toEqual([
      inventory.id,
    ]);
  });

  it("shows another customer's users none of it (404 for one receipt, 403 for its location)", async () => {
    expect(await logAs('butikk')).toEqual([]);
    expect((await readAs('butikk', plain.id)).status).toBe(404);
    const filtered = await t.callAs('butikk', 'GET', 'palletReceipts', {
      query: { locationId: String(lillehammerId) },
    });
    expect(filtered.status).toBe(403);
  });

  it('lets a customer-level reader see the receipts but not delete one at a location not theirs', async () => {
    expect((await logAs('rapport')).map((entry) => entry.id)).toContain(plain.id);
    expect((await readAs('rapport', plain.id)).status).toBe(200);
    const answer = await deleteAs('rapport', plain.id);
    expect(answer.status).toBe(403);
    expect(await receiptMovements(t, plain.id)).toHaveLength(1);
  });

  it("deletes a receipt: 'Pallet receipt deleted', its movements gone, hidden from the log", async () => {
    const balance = await balanceOf(t, lillehammerId, choice);
    const answer = await deleteAs('kunde.admin', plain.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ message: receiptDeletedMessage });
    expect(await receiptMovements(t, plain.id)).toEqual([]);
    expect(await balanceOf(t, lillehammerId, choice)).toBe(balance - 7);
    expect((await logAs('kunde.admin')).map((entry) => entry.id)).toEqual([byProvider.id, inventory.id]);
    expect((await readAs('kunde.admin', plain.id)).status).toBe(404);

    const stored = await t.app.db
      .selectFrom('palletReceipts')
      .select(['deletedAt', 'deletedBy'])
      .where('id', '=', plain.id)
      .executeTakeFirstOrThrow();
    expect(stored.deletedAt).not.toBeNull();
    expect(stored.deletedBy).toBe(plain.registeredBy);
  });

  it('answers a second delete of the same receipt 404', async () => {
    expect((await deleteAs('kunde.admin', plain.id)).status).toBe(404);
  });
});
