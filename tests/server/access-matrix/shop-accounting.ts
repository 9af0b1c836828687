import type { CaseContext, RouteEntry } from './access-table.ts';
import { anyUser, type Expectation } from './expectations.ts';

/**
 * Shop accounting (issue 20 item 5): the provider's ledger. Provider staff (global, lager) keep it; a
 * user the provider enabled would too (kasse, tested in tests/server/shop-accounting); everyone else
 * is refused with 403 before anything is read. Closing a day is for provider staff and global admins.
 */
const keepers = (status = 200): Expectation => ({ ...anyUser(403), global: status, lager: status });

/** A fresh Norwegian entry, written straight to the table, for each caller to reverse. */
async function freshEntry(ctx: CaseContext): Promise<number> {
  const db = ctx.t.app.db;
  const author = await db
    .selectFrom('users')
    .select('id')
    .where('marketId', '=', 'no')
    .where('loginName', '=', 'global')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('shopTransactions')
    .values({
      marketId: 'no',
      date: '2025-06-02',
      channel: 'Shop',
      buyer: 'Matrix',
      productId: 'EUR',
      quantity: 1,
      unitPrice: 100,
      vatRate: 25,
      net: 100,
      vat: 25,
      gross: 125,
      paymentMethod: 'Cash',
      createdBy: author.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The Norwegian market's today: the only day the demo ledger takes a sale on (every day before is closed). */
async function marketToday(ctx: CaseContext): Promise<string> {
  const options = await ctx.t.callAs<{ today: string }>('global', 'GET', 'ShopOptions');
  return options.body.data!.today;
}

const sale = {
  channel: 'Shop',
  buyer: 'Matrix',
  productId: 'EUR',
  quantity: 1,
  unitPrice: 100,
  paymentMethod: 'Card',
};

export const shopAccountingAccess: Record<string, RouteEntry> = {
  'GET ShopOptions': { expect: keepers() },
  'GET ShopTransactions': { request: () => ({ query: { month: '2025-06' } }), expect: keepers() },
  'GET ShopTotals': { request: () => ({ query: { month: '2025-06' } }), expect: keepers() },
  'GET ShopClosings': { expect: keepers() },
  'GET ShopTransactionsExport': {
    request: () => ({ query: { month: '2025-06', format: 'csv' } }),
    expect: keepers(),
  },
  'POST shopTransaction': {
    request: async (ctx) => ({ body: { ...sale, date: await marketToday(ctx) } }),
    expect: keepers(),
  },
  'POST shopTransactionReverse': {
    request: async (ctx) => ({ body: { id: await freshEntry(ctx) } }),
    expect: keepers(),
  },
  // A day in the future passes every access check and closes nothing: staff are told 400.
  'POST shopDayClose': { request: () => ({ body: { date: '2099-12-31' } }), expect: keepers(400) },
};
