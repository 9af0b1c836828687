import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDaysBefore } from '../../../src/domain/shop-accounting/rules.ts';
import type { ShopClosing, ShopOptions, ShopTotals } from '../../../src/domain/shop-accounting/schemas.ts';
import type { DB } from '../../../src/server/db/schema.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { book, sale } from './shop-api.ts';

/**
 * The ledger on books of its own: the Norwegian market's demo entries and closings are cleared first,
 * so sums are exact and days of this month can be booked (the demo data closes every day up to
 * yesterday, and no entry may be dated before the last closed day).
 */
describe('shop accounting on empty books: exact sums, export safety, which days take entries', () => {
  let t: TestApp;
  let today: string;
  /** Three past days of one month within the last 31 days: two with sales, one quiet. */
  let first: string;
  let second: string;
  let quiet: string;
  let month: string;

  beforeAll(async () => {
    t = await makeTestApp();
    const db = t.app.db as Kysely<DB>;
    // The ledger's tables are insert-only by trigger; a test database may be emptied past them.
    await db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx.deleteFrom('shopDayClosings').where('marketId', '=', 'no').execute();
      await trx.deleteFrom('shopTransactions').where('marketId', '=', 'no').execute();
    });
    today = (await t.callAs<ShopOptions>('global', 'GET', 'ShopOptions')).body.data!.today;
    // The days before today in today's month, or the last three of the month before when it has few.
    quiet =
      Number(today.slice(8)) >= 4 ? isoDaysBefore(today, 1) : isoDaysBefore(today, Number(today.slice(8)));
    second = isoDaysBefore(quiet, 1);
    first = isoDaysBefore(quiet, 2);
    month = quiet.slice(0, 7);
  });
  afterAll(() => t.close());

  it('sums an empty month exactly, per day, per month whatever the day filter, and for the period', async () => {
    const empty = (await t.callAs<ShopTotals>('global', 'GET', 'ShopTotals', { query: { month } })).body
      .data!;
    expect(empty.days).toEqual([]);
    expect(empty.months).toEqual([]);
    expect(empty.period.all).toEqual({ net: 0, vat: 0, gross: 0, count: 0 });
    // 3 × 129.90 = 389.70 + 97.43 VAT; 100 × 80 = 8000 + 2000 VAT; 1 × 0.05 = 0.05 + 0.01 VAT (half away).
    await book(t, 'global', { date: first, quantity: 3, unitPrice: 129.9 });
    await book(t, 'global', { date: second, channel: 'Wholesale', quantity: 100, unitPrice: 80 });
    await book(t, 'global', { date: second, quantity: 1, unitPrice: 0.05 });
    const sums = (await t.callAs<ShopTotals>('global', 'GET', 'ShopTotals', { query: { month } })).body.data!;
    expect(sums.days.map((day) => [day.period, day.all.count, day.all.gross])).toEqual([
      [second, 2, 10000.06],
      [first, 1, 487.13],
    ]);
    expect(sums.months).toHaveLength(1);
    expect(sums.months[0]).toMatchObject({
      period: month,
      all: { net: 8389.75, vat: 2097.44, gross: 10487.19, count: 3 },
      Shop: { net: 389.75, vat: 97.44, gross: 487.19, count: 2 },
      Wholesale: { net: 8000, vat: 2000, gross: 10000, count: 1 },
    });
    expect(sums.period.all).toEqual(sums.months[0]!.all);

    const day = (await t.callAs<ShopTotals>('global', 'GET', 'ShopTotals', { query: { day: first } })).body
      .data!;
    expect(day.days.map((row) => row.period)).toEqual([first]);
    expect(day.period.all).toEqual({ net: 389.7, vat: 97.43, gross: 487.13, count: 1 });
    // The month row is the whole month, not the chosen day.
    expect(day.months[0]!.all.gross).toBe(10487.19);

    // A past day without sales still has a row, so that it can be closed.
    const quietDay = (await t.callAs<ShopTotals>('global', 'GET', 'ShopTotals', { query: { day: quiet } }))
      .body.data!;
    expect(quietDay.days).toEqual([
      expect.objectContaining({
        period: quiet,
        closed: false,
        all: expect.objectContaining({ count: 0 }),
      }),
    ]);
    const closed = await t.callAs<ShopClosing>('global', 'POST', 'shopDayClose', {
      body: { date: quiet },
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ count: 0, gross: 0 });
  });

  it('defuses formula-like buyers in the CSV and keeps them as text cells in the XLSX', async () => {
    const day = today;
    const hostile = ['=HYPERLINK("http://x.test","klikk")', '-2+3', '@x', '+47 22 00 00 00'];
    for (const buyer of hostile) await book(t, 'global', { date: day, buyer });
    const file = async (format: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/no/ShopTransactionsExport?day=${day}&format=${format}`,
        headers: { authorization: `Bearer ${await t.tokenOf('global')}` },
      });
    const csv = await file('csv');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(hostile.length + 1);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x.test"",""klikk"")"`);
    expect(csv.body).toContain(";'-2+3;");
    expect(csv.body).toContain(";'@x;");
    expect(csv.body).toContain(";'+47 22 00 00 00;");
    for (const line of lines.slice(1)) expect(line).not.toMatch(/(^|;)[=+\-@]/);

    const xlsx = await file('xlsx');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = sheet.getRow(1).values as unknown[];
    const buyerColumn = header.indexOf('Kjøper');
    expect(buyerColumn).toBeGreaterThan(0);
    const buyers = [2, 3, 4, 5].map((row) => sheet.getRow(row).getCell(buyerColumn));
    expect(buyers.map((cell) => cell.value).sort()).toEqual([...hostile].sort());
    for (const cell of buyers) expect(cell.type).toBe(ExcelJS.ValueType.String);
  });

  it('refuses a sale dated more than 31 days back, and one before the last closed day, with 400 on date', async () => {
    const tooOld = await t.callAs('global', 'POST', 'shopTransaction', {
      body: sale({ date: isoDaysBefore(today, 32) }),
    });
    expect(tooOld.status).toBe(400);
    expect(tooOld.body.error).toMatchObject({
      type: 'DayTooFarBack',
      message: 'date: an entry can be dated at most 31 days back',
    });
    const ancient = await t.callAs('global', 'POST', 'shopTransaction', {
      body: sale({ date: '2020-01-02' }),
    });
    expect(ancient.status).toBe(400);
    expect(ancient.body.error?.type).toBe('DayTooFarBack');

    // `quiet` was closed above: the days before it were never closed, and still take nothing now.
    const beforeClosed = await t.callAs('kasse', 'POST', 'shopTransaction', { body: sale({ date: second }) });
    expect(beforeClosed.status).toBe(400);
    expect(beforeClosed.body.error).toMatchObject({
      type: 'DayBeforeLastClosed',
      message: 'date: an entry cannot be dated before the last closed day',
    });
    const onClosed = await t.callAs('kasse', 'POST', 'shopTransaction', { body: sale({ date: quiet }) });
    expect(onClosed.status).toBe(409);
    expect((await t.callAs('kasse', 'POST', 'shopTransaction', { body: sale({ date: today }) })).status).toBe(
      200,
    );
    const closings = (await t.callAs<ShopClosing[]>('global', 'GET', 'ShopClosings')).body.data!;
    expect(closings.map((closing) => closing.date)).toEqual([quiet]);
  });
});
