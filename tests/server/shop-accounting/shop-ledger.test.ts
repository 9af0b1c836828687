import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ShopClosing,
  ShopOptions,
  ShopTotals,
  ShopTransaction,
  ShopTransactionPage,
} from '../../../src/domain/shop-accounting/schemas.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { book, postWithKey, sale } from './shop-api.ts';

describe('shop accounting (issue 20 item 5)', () => {
  let t: TestApp;
  let today: string;
  /** A day of last month: closed in the demo data. */
  let closedDay: string;

  beforeAll(async () => {
    t = await makeTestApp();
    const options = await t.callAs<ShopOptions>('global', 'GET', 'ShopOptions');
    today = options.body.data!.today;
    const closings = await t.callAs<ShopClosing[]>('global', 'GET', 'ShopClosings');
    closedDay = closings.body.data![0]!.date;
  });
  afterAll(() => t.close());

  it('lets provider staff, global admins and the enabled cashier in; refuses everyone else with 403', async () => {
    for (const login of ['global', 'lager', 'kasse']) {
      expect((await t.callAs(login, 'GET', 'ShopTransactions')).status, login).toBe(200);
    }
    for (const login of ['butikk', 'kunde.admin', 'rapport']) {
      for (const [method, call, body] of [
        ['GET', 'ShopTransactions', undefined],
        ['GET', 'ShopTotals', undefined],
        ['GET', 'ShopClosings', undefined],
        ['GET', 'ShopOptions', undefined],
        ['POST', 'shopTransaction', sale({ date: today })],
        ['POST', 'shopTransactionReverse', { id: 1 }],
        ['POST', 'shopDayClose', { date: today }],
      ] as const) {
        const answer = await t.callAs(login, method, call, body === undefined ? {} : { body });
        expect(answer.status, `${login} ${call}`).toBe(403);
      }
      const file = await t.callAs(login, 'GET', 'ShopTransactionsExport', { query: { format: 'csv' } });
      expect(file.status).toBe(403);
    }
  });

  it('tells the app in the status whether the login user keeps shop accounting', async () => {
    const status = async (login: string) =>
      (await t.callAs<{ shopAccounting: boolean }>(login, 'GET', 'Status')).body.data!.shopAccounting;
    expect(await status('global')).toBe(true);
    expect(await status('kasse')).toBe(true);
    expect(await status('butikk')).toBe(false);
    expect(await status('kunde.admin')).toBe(false);
  });

  it('books a sale with the amounts and the market VAT computed on the server', async () => {
    const entry = await book(t, 'kasse', { date: today, quantity: 3, unitPrice: 129.9, buyer: 'Ole Test' });
    expect(entry).toMatchObject({
      channel: 'Shop',
      buyer: 'Ole Test',
      quantity: 3,
      unitPrice: 129.9,
      vatRate: 25,
      net: 389.7,
      vat: 97.43,
      gross: 487.13,
      reversesId: null,
      reversedById: null,
      createdByName: 'Hanne Kristiansen',
      dayClosed: false,
    });
    expect(entry.productName).toContain('EUR');
  });

  it('sums per day and per month, by channel', async () => {
    const before = (await t.callAs<ShopTotals>('global', 'GET', 'ShopTotals', { query: { day: today } })).body
      .data!;
    await book(t, 'global', {
      date: today,
      channel: 'Wholesale',
      quantity: 100,
      unitPrice: 80,
      paymentMethod: 'Invoice',
    });
    const after = (await t.callAs<ShopTotals>('global', 'GET', 'ShopTotals', { query: { day: today } })).body
      .data!;
    const was = before.days[0]?.Wholesale ?? { net: 0, vat: 0, gross: 0, count: 0 };
    expect(after.days).toHaveLength(1);
    expect(after.days[0]!.Wholesale.count).toBe(was.count + 1);
    expect(after.days[0]!.Wholesale.net).toBeCloseTo(was.net + 8000, 2);
    expect(after.days[0]!.Wholesale.gross).toBeCloseTo(was.gross + 10000, 2);
    expect(after.days[0]!.all.count).toBe(after.days[0]!.Shop.count + after.days[0]!.Wholesale.count);
    expect(after.currency).toBe('NOK');
    expect(after.period.all.gross).toBeCloseTo(after.days[0]!.all.gross, 2);
  });

  it('corrects by a reversing entry: the original stays, the two net to zero, a second reversal is refused', async () => {
    const original = await book(t, 'kasse', {
      date: today,
      buyer: 'Feilført',
      quantity: 7,
      unitPrice: 55.55,
    });
    const reversed = await t.callAs<ShopTransaction>('kasse', 'POST', 'shopTransactionReverse', {
      body: { id: original.id },
    });
    expect(reversed.status).toBe(200);
    const reversal = reversed.body.data!;
    expect(reversal).toMatchObject({
      reversesId: original.id,
      quantity: -7,
      net: -original.net,
      vat: -original.vat,
    });
    expect(reversal.gross + original.gross).toBe(0);

    const list = await t.callAs<ShopTransactionPage>('kasse', 'GET', 'ShopTransactions', {
      query: { day: today, limit: '200' },
    });
    const rows = list.body.data!.rows.filter((row) => row.buyer === 'Feilført');
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === original.id)).toMatchObject({
      quantity: 7,
      reversedById: reversal.id,
    });

    const again = await t.callAs('kasse', 'POST', 'shopTransactionReverse', { body: { id: original.id } });
    expect(again.status).toBe(409);
    expect(again.body.error?.type).toBe('AlreadyReversed');
    const ofReversal = await t.callAs('kasse', 'POST', 'shopTransactionReverse', {
      body: { id: reversal.id },
    });
    expect(ofReversal.status).toBe(409);
    expect(ofReversal.body.error?.type).toBe('ReversalOfReversal');
    const missing = await t.callAs('kasse', 'POST', 'shopTransactionReverse', { body: { id: 999999 } });
    expect(missing.status).toBe(404);
  });

  it('refuses entries and reversals on a closed day; the correction of its entry goes on an open day', async () => {
    const onClosed = await t.callAs('global', 'POST', 'shopTransaction', { body: sale({ date: closedDay }) });
    expect(onClosed.status).toBe(409);
    expect(onClosed.body.error?.type).toBe('DayClosed');
    const page = await t.callAs<ShopTransactionPage>('global', 'GET', 'ShopTransactions', {
      query: { day: closedDay },
    });
    const old = page.body.data!.rows.find((row) => row.reversesId === null && row.reversedById === null)!;
    expect(old.dayClosed).toBe(true);
    const onClosedReversal = await t.callAs('global', 'POST', 'shopTransactionReverse', {
      body: { id: old.id, date: closedDay },
    });
    expect(onClosedReversal.status).toBe(409);
    const before = await t.callAs('global', 'POST', 'shopTransactionReverse', {
      body: { id: old.id, date: '2025-01-01' },
    });
    expect(before.status).toBe(400);
    expect(before.body.error?.message).toContain('date');
    const correction = await t.callAs<ShopTransaction>('global', 'POST', 'shopTransactionReverse', {
      body: { id: old.id, date: today },
    });
    expect(correction.status).toBe(200);
    expect(correction.body.data).toMatchObject({ date: today, reversesId: old.id });
  });

  it('books a replayed create once (Idempotency-Key)', async () => {
    const body = sale({ date: today, buyer: 'Idempotent AS' });
    const first = await postWithKey<ShopTransaction>(t, 'global', 'shopTransaction', body, 'shop-key-0001');
    const second = await postWithKey<ShopTransaction>(t, 'global', 'shopTransaction', body, 'shop-key-0001');
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data!.id).toBe(first.body.data!.id);
    const list = await t.callAs<ShopTransactionPage>('global', 'GET', 'ShopTransactions', {
      query: { day: today },
    });
    expect(list.body.data!.rows.filter((row) => row.buyer === 'Idempotent AS')).toHaveLength(1);
  });

  it('closes a day once, recording who and the totals; then the day takes no entries', async () => {
    const kasse = await t.callAs('kasse', 'POST', 'shopDayClose', { body: { date: today } });
    expect(kasse.status).toBe(403);
    const open = (await t.callAs<ShopOptions>('global', 'GET', 'ShopOptions')).body.data!;
    expect(open.todayClosed).toBe(false);
    const totals = (await t.callAs<ShopTotals>('global', 'GET', 'ShopTotals', { query: { day: today } })).body
      .data!.days[0]!.all;
    const closed = await t.callAs<ShopClosing>('global', 'POST', 'shopDayClose', { body: { date: today } });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({
      date: today,
      count: totals.count,
      net: totals.net,
      gross: totals.gross,
      closedByName: 'Astrid Lunde',
    });
    const twice = await t.callAs('global', 'POST', 'shopDayClose', { body: { date: today } });
    expect(twice.status).toBe(409);
    expect((await t.callAs<ShopOptions>('kasse', 'GET', 'ShopOptions')).body.data!.todayClosed).toBe(true);
    const late = await t.callAs('kasse', 'POST', 'shopTransaction', { body: sale({ date: today }) });
    expect(late.status).toBe(409);
    expect(late.body.error?.message).toMatch(/closed/);
    const future = await t.callAs('global', 'POST', 'shopDayClose', { body: { date: '2099-01-01' } });
    expect(future.status).toBe(400);
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [field, value] of [
      ['date', '2026-02-30'],
      ['channel', 'Online'],
      ['buyer', '  '],
      ['quantity', 1.5],
      ['quantity', 0],
      ['unitPrice', 10.001],
      ['unitPrice', -1],
      ['paymentMethod', 'Bitcoin'],
    ] as const) {
      const answer = await t.callAs('global', 'POST', 'shopTransaction', { body: sale({ [field]: value }) });
      expect(answer.status, `${field}=${value}`).toBe(400);
      expect(answer.body.error?.message, field).toContain(field);
    }
    const product = await t.callAs('global', 'POST', 'shopTransaction', {
      body: sale({ productId: 'NOPE', date: today }),
    });
    expect(product.status).toBe(400);
    expect(product.body.error?.message).toContain('productId');
    const badId = await t.callAs('global', 'POST', 'shopTransactionReverse', { body: { id: '1' } });
    expect(badId.status).toBe(400);
    const badQuery = await t.callAs('global', 'GET', 'ShopTransactions', { query: { month: '2026-13' } });
    expect(badQuery.status).toBe(400);
  });

  it('exports the chosen period as CSV and XLSX with headers in the user language', async () => {
    const month = today.slice(0, 7);
    const page = await t.callAs<ShopTransactionPage>('global', 'GET', 'ShopTransactions', {
      query: { month },
    });
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/no/ShopTransactionsExport?month=${month}&format=csv`,
      headers: { authorization: `Bearer ${await t.tokenOf('global')}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Dato;Kanal;Kjøper');
    expect(lines).toHaveLength(page.body.data!.total + 1);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/no/ShopTransactionsExport?month=${month}&format=xlsx&channel=Wholesale`,
      headers: { authorization: `Bearer ${await t.tokenOf('global')}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(3).value).toBe('Kanal');
    const wholesale = await t.callAs<ShopTransactionPage>('global', 'GET', 'ShopTransactions', {
      query: { month, channel: 'Wholesale' },
    });
    expect(sheet.actualRowCount).toBe(wholesale.body.data!.total + 1);
    expect(sheet.getRow(2).getCell(3).value).toBe('Engros');
  });

  it('filters by channel, product and payment method, a page at a time', async () => {
    const month = today.slice(0, 7);
    const page = await t.callAs<ShopTransactionPage>('global', 'GET', 'ShopTransactions', {
      query: { month, paymentMethod: 'Mobile', limit: '5', offset: '0' },
    });
    expect(page.body.data!.rows.length).toBeGreaterThan(0);
    expect(page.body.data!.rows.length).toBeLessThanOrEqual(5);
    expect(page.body.data!.rows.every((row) => row.paymentMethod === 'Mobile')).toBe(true);
    const shop = await t.callAs<ShopTransactionPage>('global', 'GET', 'ShopTransactions', {
      query: { month, channel: 'Shop', productId: 'EUR' },
    });
    expect(shop.body.data!.rows.length).toBeGreaterThan(0);
    expect(shop.body.data!.rows.every((row) => row.channel === 'Shop' && row.productId === 'EUR')).toBe(true);
  });
});
