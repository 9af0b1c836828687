import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PalletReceipt,
  PalletReceiptLogEntry,
} from '../../../src/domain/pallet-receipts/pallet-receipt.ts';
import {
  isReceiptLocation,
  type ReceiptActor,
  type ReceiptPlace,
} from '../../../src/domain/pallet-receipts/receipt-locations.ts';
import type { StartBundle } from '../../../src/domain/session/session-status.ts';
import { demoLogins } from '../../../src/server/db/seed/demo-accounts.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { carriedChoices, locationIdOf, postReceipt, receiptBody, type Choice } from './receipt-api.ts';

type Status = StartBundle['status'];

/** What the receipt's location picker offers a demo user: the same calls and rule as the app's picker. */
async function pickerOf(t: TestApp, login: string, market: string) {
  const status = await t.callAs<Status>(login, 'GET', 'Status', { market });
  if (status.status !== 200) return null;
  const { customer, location, loginUser } = status.body.data!;
  const actor: ReceiptActor = {
    customerId: customer.id,
    locationId: location.id,
    isMarketWide: loginUser.isProvider || loginUser.isGlobalAdmin,
  };
  const lists = [
    await t.callAs<ReceiptPlace[]>(login, 'GET', 'Locations', {
      market,
      query: { customerId: String(customer.id) },
    }),
    ...(actor.isMarketWide
      ? [await t.callAs<ReceiptPlace[]>(login, 'GET', 'Locations', { market, query: { all: 'true' } })]
      : []),
  ];
  if (lists.some((list) => list.status !== 200)) return null;
  return lists.flatMap((list) => list.body.data!).filter((place) => isReceiptLocation(actor, place));
}

describe('the pallet receipt location picker offers only locations a receipt can be finished at (issue 15 item 2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 on products and balance for every location the picker offers, to every demo user', async () => {
    const offered: string[] = [];
    for (const { loginName, market } of demoLogins) {
      const places = await pickerOf(t, loginName, market);
      for (const place of places ?? []) {
        const query = { locationId: String(place.id) };
        const products = await t.callAs(loginName, 'GET', 'AvailableProducts', { market, query });
        const stock = await t.callAs(loginName, 'GET', 'stockDetails', { market, query });
        offered.push(`${market}/${loginName} → ${place.id}: ${products.status}/${stock.status}`);
      }
    }
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter((line) => !line.endsWith(': 200/200'))).toEqual([]);
  });

  it("offers butikk its chain's other store, whose products and balance it reads", async () => {
    const majorstuenId = await locationIdOf(t, 'Torgbutikken Majorstuen');
    expect((await pickerOf(t, 'butikk', 'no'))?.map((place) => place.id)).toEqual([majorstuenId]);
    const query = { locationId: String(majorstuenId) };
    expect((await t.callAs('butikk', 'GET', 'AvailableProducts', { query })).status).toBe(200);
    expect((await t.callAs('butikk', 'GET', 'stockDetails', { query })).status).toBe(200);
  });

  it('still refuses a location of another customer that is no trade counterpart (403)', async () => {
    const drammenId = await locationIdOf(t, 'Kystgrossisten Drammen');
    const query = { locationId: String(drammenId) };
    expect((await t.callAs('butikk', 'GET', 'AvailableProducts', { query })).status).toBe(403);
    expect((await t.callAs('butikk', 'GET', 'stockDetails', { query })).status).toBe(403);
    const [choice] = (await carriedChoices(t, drammenId, 1)) as [Choice];
    const receipt = await postReceipt(t, 'butikk', receiptBody(drammenId, [{ ...choice, inbound: 1 }]));
    expect(receipt.status).toBe(403);
  });

  it('lets butikk register a receipt at the offered store, read it, find it in the log and delete it', async () => {
    const majorstuenId = await locationIdOf(t, 'Torgbutikken Majorstuen');
    const [choice] = (await carriedChoices(t, majorstuenId, 1)) as [Choice];
    const saved = await postReceipt(t, 'butikk', receiptBody(majorstuenId, [{ ...choice, inbound: 4 }]));
    expect(saved.status).toBe(200);
    const id = saved.body.data!.id;
    const read = await t.callAs<PalletReceipt>('butikk', 'GET', 'palletReceipt', {
      query: { id: String(id) },
    });
    expect(read.body.data).toMatchObject({ id, locationId: majorstuenId });
    const log = await t.callAs<PalletReceiptLogEntry[]>('butikk', 'GET', 'palletReceipts');
    expect(log.body.data?.map((entry) => entry.id)).toContain(id);
    const deleted = await t.callAs('butikk', 'POST', 'palletReceiptDelete', { body: { id } });
    expect(deleted.status).toBe(200);
  });

  it("does not show butikk a receipt someone else registered at the chain's other store (404)", async () => {
    const majorstuenId = await locationIdOf(t, 'Torgbutikken Majorstuen');
    const [choice] = (await carriedChoices(t, majorstuenId, 1)) as [Choice];
    const saved = await postReceipt(t, 'global', receiptBody(majorstuenId, [{ ...choice, inbound: 2 }]));
    expect(saved.status).toBe(200);
    const query = { id: String(saved.body.data!.id) };
    expect((await t.callAs('butikk', 'GET', 'palletReceipt', { query })).status).toBe(404);
  });
});
