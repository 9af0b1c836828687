import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopOptions, ShopTransaction } from '../../../src/domain/shop-accounting/schemas.ts';
import type { DB } from '../../../src/server/db/schema.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { book, sale } from './shop-api.ts';

interface Status {
  customer: { id: number };
  location: { id: number };
  loginUser: { id: number };
}

/** Who reaches which market's ledger, what can be booked, and what the export makes of hostile texts. */
describe('shop accounting: reach, products, limits, export safety (issue 20 item 5)', () => {
  let t: TestApp;
  let db: Kysely<DB>;
  let today: string;
  const enable = (loginName: string) =>
    db.updateTable('users').set({ shopAccounting: true }).where('loginName', '=', loginName).execute();

  beforeAll(async () => {
    t = await makeTestApp();
    db = t.app.db as Kysely<DB>;
    today = (await t.callAs<ShopOptions>('global', 'GET', 'ShopOptions')).body.data!.today;
  });
  afterAll(() => t.close());

  it('refuses a product the market does not sell with 400 naming productId, and ShopOptions does not list it', async () => {
    await db
      .insertInto('products')
      .values({ id: 'XTEST', names: { 'en-US': 'Not sold here' } as never, weightKg: 10 })
      .execute();
    const answer = await t.callAs('global', 'POST', 'shopTransaction', {
      body: sale({ date: today, productId: 'XTEST' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('productId');
    const options = (await t.callAs<ShopOptions>('global', 'GET', 'ShopOptions')).body.data!;
    expect(options.products.length).toBeGreaterThan(0);
    expect(options.products.map((product) => product.id)).not.toContain('XTEST');
    expect(options.products.map((product) => product.id)).toContain('EUR');
  });

  it('refuses an entry too large for the ledger with 400 naming unitPrice, not a 500', async () => {
    const answer = await t.callAs('global', 'POST', 'shopTransaction', {
      body: sale({ date: today, quantity: 100_000, unitPrice: 8_000_000 }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('unitPrice');
    const largest = await book(t, 'global', { date: today, quantity: 100_000, unitPrice: 5000 });
    expect(largest.gross).toBe(625_000_000);
  });

  it('lets the login user decide: a global admin acting as butikk keeps the ledger', async () => {
    const butikk = (await t.callAs<Status>('butikk', 'GET', 'Status')).body.data!;
    const switched = await t.callAs('global', 'POST', 'status', {
      body: { customerId: butikk.customer.id, locationId: butikk.location.id, userId: butikk.loginUser.id },
    });
    expect(switched.status).toBe(200);
    expect((await t.callAs('global', 'GET', 'ShopTransactions')).status).toBe(200);
    expect((await t.callAs('butikk', 'GET', 'ShopTransactions')).status).toBe(403);
  });

  it('refuses a customer admin acting as a user the provider enabled', async () => {
    const admin = (await t.callAs<Status>('kunde.admin', 'GET', 'Status')).body.data!;
    const colleague = await db
      .selectFrom('users')
      .select(['id', 'loginName', 'locationId'])
      .where('customerId', '=', admin.customer.id)
      .where('id', '<>', admin.loginUser.id)
      .executeTakeFirstOrThrow();
    await enable(colleague.loginName);
    const switched = await t.callAs('kunde.admin', 'POST', 'status', {
      body: { customerId: admin.customer.id, locationId: colleague.locationId, userId: colleague.id },
    });
    expect(switched.status).toBe(200);
    expect((await t.callAs('kunde.admin', 'GET', 'ShopTransactions')).status).toBe(403);
    expect(
      (await t.callAs('kunde.admin', 'POST', 'shopTransaction', { body: sale({ date: today }) })).status,
    ).toBe(403);
  });

  it("gives 404 to a Swedish session reversing a Norwegian entry's id", async () => {
    const entry = await book(t, 'kasse', { date: today, buyer: 'Norsk kunde' });
    await enable('butik');
    const reach = await t.callAs('butik', 'GET', 'ShopTransactions', { market: 'se' });
    expect(reach.status).toBe(200);
    const answer = await t.callAs('butik', 'POST', 'shopTransactionReverse', {
      market: 'se',
      body: { id: entry.id },
    });
    expect(answer.status).toBe(404);
    const norwegian = await t.callAs<{ rows: ShopTransaction[] }>('kasse', 'GET', 'ShopTransactions', {
      query: { day: today, limit: '200' },
    });
    expect(norwegian.body.data!.rows.find((row) => row.id === entry.id)?.reversedById).toBeNull();
  });

  it('books with 25.5 % VAT in Finland, rounding half away from zero', async () => {
    await enable('kauppa');
    const options = (await t.callAs<ShopOptions>('kauppa', 'GET', 'ShopOptions', { market: 'fi' })).body
      .data!;
    expect(options.vatRate).toBe(25.5);
    expect(options.currency).toBe('EUR');
    const answer = await t.callAs<ShopTransaction>('kauppa', 'POST', 'shopTransaction', {
      market: 'fi',
      body: sale({ date: options.today, productId: options.products[0]!.id, quantity: 2, unitPrice: 10.1 }),
    });
    expect(answer.status).toBe(200);
    // 20.20 × 25.5 % = 5.151 → 5.15
    expect(answer.body.data).toMatchObject({ vatRate: 25.5, net: 20.2, vat: 5.15, gross: 25.35 });
  });

  it('keeps the ledger insert-only in the database: an update or a delete raises, a negative original is refused', async () => {
    const entry = await book(t, 'global', { date: today, buyer: 'Urørt' });
    await expect(
      db.updateTable('shopTransactions').set({ buyer: 'Endret' }).where('id', '=', entry.id).execute(),
    ).rejects.toThrow(/insert-only/);
    await expect(db.deleteFrom('shopTransactions').where('id', '=', entry.id).execute()).rejects.toThrow(
      /insert-only/,
    );
    await expect(db.deleteFrom('shopDayClosings').execute()).rejects.toThrow(/insert-only/);
    const user = (await t.callAs<Status>('global', 'GET', 'Status')).body.data!.loginUser.id;
    const row = {
      marketId: 'no',
      date: today,
      channel: 'Shop' as const,
      buyer: 'Minus',
      productId: 'EUR',
      unitPrice: 10,
      vatRate: 25,
      net: -10,
      vat: -2.5,
      gross: -12.5,
      paymentMethod: 'Card' as const,
      createdBy: user,
    };
    await expect(
      db
        .insertInto('shopTransactions')
        .values({ ...row, quantity: -1 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('shopTransactions')
        .values({ ...row, quantity: 1, reversesId: entry.id })
        .execute(),
    ).rejects.toThrow();
  });
});
