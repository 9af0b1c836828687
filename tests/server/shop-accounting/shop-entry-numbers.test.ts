import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopOptions, ShopTransaction } from '../../../src/domain/shop-accounting/schemas.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { book } from './shop-api.ts';

describe("the shop ledger's entry numbers: 1, 2, 3 … per market, without gaps", () => {
  let t: TestApp;
  let today: string;

  /** Every market's numbers as the ledger holds them: count, lowest and highest. */
  const numbering = async () => {
    const { rows } = await sql<{ marketId: string; count: number; low: number; high: number }>`
      select market_id as "marketId", count(*)::int as count, min(entry_no) as low, max(entry_no) as high
        from shop_transactions group by market_id order by market_id`.execute(t.app.db);
    return rows;
  };

  beforeAll(async () => {
    t = await makeTestApp();
    today = (await t.callAs<ShopOptions>('global', 'GET', 'ShopOptions')).body.data!.today;
  });
  afterAll(() => t.close());

  it('numbers the demo ledger of each market from 1 with no gap', async () => {
    const markets = await numbering();
    expect(markets.length).toBeGreaterThan(0);
    for (const market of markets) {
      expect(market, market.marketId).toMatchObject({ low: 1, high: market.count });
    }
  });

  it('gives the next number to the next entry, and a rolled-back entry gives its number back', async () => {
    const first = await book(t, 'kasse', { date: today });
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('shopTransactions')
          .values({
            marketId: 'no',
            date: today,
            channel: 'Shop',
            buyer: 'Rolled back',
            productId: first.productId,
            quantity: 1,
            unitPrice: 10,
            vatRate: 25,
            net: 10,
            vat: 2.5,
            gross: 12.5,
            paymentMethod: 'Cash',
            createdBy: 1,
          })
          .execute();
        throw new Error('the sale is abandoned');
      }),
    ).rejects.toThrow('the sale is abandoned');
    const refused = await t.callAs('kasse', 'POST', 'shopTransaction', { body: { date: today } });
    expect(refused.status).toBe(400);
    const next = await book(t, 'kasse', { date: today });
    expect(next.entryNo).toBe(first.entryNo + 1);
  });

  it('numbers entries booked at the same moment one after another, and a reversal names the number', async () => {
    const before = (await numbering()).find((market) => market.marketId === 'no')!.high;
    const booked = await Promise.all(
      Array.from({ length: 8 }, (_, index) => book(t, 'kasse', { date: today, buyer: `Samtidig ${index}` })),
    );
    expect(booked.map((entry) => entry.entryNo).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 8 }, (_, index) => before + 1 + index),
    );
    const original = booked[0]!;
    const reversal = await t.callAs<ShopTransaction>('kasse', 'POST', 'shopTransactionReverse', {
      body: { id: original.id },
    });
    expect(reversal.body.data).toMatchObject({ entryNo: before + 9, reversesNo: original.entryNo });
    for (const market of await numbering()) {
      expect(market, market.marketId).toMatchObject({ low: 1, high: market.count });
    }
  });
});
