import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invoiceDetailSchema,
  invoiceListSchema,
  type InvoiceDetail,
  type InvoiceList,
} from '../../../src/domain/reports/invoices.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { customerIdOf, deliveredOrder, invoicesOf, locationIdOf, runMonth } from './invoice-api.ts';

const month = { type: 'purchase', from: '2031-01', to: '2031-01' };

describe('GET invoices, invoice, invoicePdf and invoiceExport (issue 18, spec §2 invoices/{type}/{id?})', () => {
  let t: TestApp;
  let dairy: number;
  let shop: number;
  let dairyInvoice: number;
  let shopInvoice: number;

  const raw = async (login: string, call: string, query: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/no/${call}`,
      query,
      headers: { authorization: `Bearer ${await t.tokenOf(login)}` },
    });

  beforeAll(async () => {
    t = await makeTestApp();
    const [provider, lillehammer, hamar, store] = await Promise.all([
      locationIdOf(t, 'Nordpall Alnabru'),
      locationIdOf(t, 'Fjellmeieriet Lillehammer'),
      locationIdOf(t, 'Fjellmeieriet Hamar'),
      locationIdOf(t, 'Torgbutikken Grünerløkka'),
    ]);
    [dairy, shop] = await Promise.all([
      customerIdOf(t, 'Fjellmeieriet SA'),
      customerIdOf(t, 'Torgbutikken AS'),
    ]);
    for (const [to, day] of [
      [lillehammer, 10],
      [hamar, 11],
      [store, 12],
    ] as const) {
      await deliveredOrder(t.app.db, {
        type: 'TO',
        from: provider,
        to,
        receivalDate: `2031-01-${day}`,
        freight: 950,
        lines: [
          { productId: 'EUR', ordered: 30, delivered: 28, price: 118.4 },
          { productId: 'HALF', ordered: 20, price: 61.25 },
        ],
      });
    }
    await runMonth(t.app.db, 'no', '2031-01');
    const invoices = await invoicesOf(t.app.db, '2031-01');
    dairyInvoice = invoices.find((invoice) => invoice.customerId === dairy)!.id;
    shopInvoice = invoices.find((invoice) => invoice.customerId === shop)!.id;
  });
  afterAll(() => t.close());

  const listAs = async (login: string, query: Record<string, string> = month) => {
    const answer = await t.callAs<InvoiceList>(login, 'GET', 'invoices', { query });
    expect(answer.status).toBe(200);
    return invoiceListSchema.parse(answer.body.data);
  };

  it("shows a customer admin the acting customer's invoices, with totals that sum the rows", async () => {
    const list = await listAs('kunde.admin');
    expect(list.rows.map((row) => row.id)).toEqual([dairyInvoice]);
    const [row] = list.rows;
    expect(row).toMatchObject({
      customerId: dairy,
      customerName: 'Fjellmeieriet SA',
      month: '2031-01',
      lineCount: 4,
    });
    expect(row!.invoiceNo).toMatch(/^NO-INV-203101-\d{4}$/);
    expect(list.totals).toEqual({
      netAmount: row!.netAmount,
      vatAmount: row!.vatAmount,
      totalAmount: row!.totalAmount,
      currency: 'NOK',
    });
    // A customer report reader of the same customer sees the same.
    expect((await listAs('rapport')).rows.map((item) => item.id)).toEqual([dairyInvoice]);
    // Another customer named in the filter narrows to nothing.
    expect((await listAs('kunde.admin', { ...month, customerId: String(shop) })).rows).toEqual([]);
  });

  it("shows a global admin the market's invoices, narrowed by customer on request", async () => {
    const list = await listAs('global');
    expect(list.rows.map((row) => row.id).sort()).toEqual([dairyInvoice, shopInvoice].sort());
    const round = (value: number) => Math.round(value * 100) / 100;
    expect(list.totals.totalAmount).toBe(round(list.rows.reduce((sum, row) => sum + row.totalAmount, 0)));
    const narrowed = await listAs('global', { ...month, customerId: String(shop) });
    expect(narrowed.rows.map((row) => row.id)).toEqual([shopInvoice]);
    expect((await listAs('global', { type: 'washing', from: '2031-01', to: '2031-01' })).rows).toEqual([]);
  });

  it('refuses a location-level user (403) and anyone without a session (401)', async () => {
    for (const call of ['invoices', 'invoiceExport']) {
      const answer = await t.callAs('butikk', 'GET', call, { query: { ...month, format: 'csv' } });
      expect(answer.status).toBe(403);
    }
    expect((await t.callAs('butikk', 'GET', 'invoice', { query: { id: String(shopInvoice) } })).status).toBe(
      403,
    );
    expect((await t.callAs(null, 'GET', 'invoices', { query: month })).status).toBe(401);
  });

  it('answers the invoice with its lines: order, product, quantity, price, fees, sum and VAT', async () => {
    const answer = await t.callAs<InvoiceDetail>('kunde.admin', 'GET', 'invoice', {
      query: { id: String(dairyInvoice) },
    });
    expect(answer.status).toBe(200);
    const invoice = invoiceDetailSchema.parse(answer.body.data);
    expect(invoice.lines).toHaveLength(4);
    const first = invoice.lines[0]!;
    expect(first).toMatchObject({
      locationName: 'Fjellmeieriet Lillehammer',
      productId: 'EUR',
      quantity: 28,
      price: 118.4,
      freight: 950,
      vatRate: 25,
    });
    expect(first.orderNo).toMatch(/^INVT-/);
    expect(first.productName).toContain('EUR-pall');
    expect(first.sum).toBe(Math.round((first.netAmount + first.vatAmount) * 100) / 100);
    expect(invoice.lines[1]).toMatchObject({ productId: 'HALF', quantity: 20, price: 61.25, freight: 0 });
    const round = (value: number) => Math.round(value * 100) / 100;
    expect(invoice.netAmount).toBe(round(invoice.lines.reduce((sum, line) => sum + line.netAmount, 0)));
    expect(invoice.vatAmount).toBe(round(invoice.lines.reduce((sum, line) => sum + line.vatAmount, 0)));
  });

  it("answers another customer's invoice as not found (404), never as refused", async () => {
    const answer = await t.callAs('kunde.admin', 'GET', 'invoice', { query: { id: String(shopInvoice) } });
    expect(answer.status).toBe(404);
    expect((await raw('kunde.admin', 'invoicePdf', { id: String(shopInvoice) })).statusCode).toBe(404);
    expect((await t.callAs('kunde.admin', 'GET', 'invoice', { query: { id: '999999' } })).status).toBe(404);
    expect((await t.callAs('global', 'GET', 'invoice', { query: { id: String(shopInvoice) } })).status).toBe(
      200,
    );
  });

  it('answers the PDF as a file with the invoice number, in the reader’s language', async () => {
    const response = await raw('kunde.admin', 'invoicePdf', { id: String(dairyInvoice) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [invoice] = await invoicesOf(t.app.db, '2031-01').then((rows) =>
      rows.filter((row) => row.id === dairyInvoice),
    );
    expect(response.headers['content-disposition']).toContain(`${invoice!.invoiceNo}.pdf`);
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toBe(`Faktura – kjøp av paller ${invoice!.invoiceNo}`);
    await t.callAs('kunde.admin', 'POST', 'Language', { body: { language: 'en-US' } });
    const english = await raw('kunde.admin', 'invoicePdf', { id: String(dairyInvoice) });
    expect((await PDFDocument.load(english.rawPayload)).getTitle()).toBe(
      `Invoice – pallet purchase ${invoice!.invoiceNo}`,
    );
    await t.callAs('kunde.admin', 'POST', 'Language', { body: { language: 'nb-NO' } });
  });

  it('exports the list as CSV and XLSX, the same rows as the screen', async () => {
    const list = await listAs('global');
    const csv = await raw('global', 'invoiceExport', { ...month, format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('fakturaer-kjop-2031-01_2031-01.csv');
    const text = csv.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFFakturanr.;')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(list.rows.length + 1);
    for (const row of list.rows) {
      expect(text).toContain(`${row.invoiceNo};`);
      expect(text).toContain(`;${row.totalAmount.toFixed(2).replace('.', ',')};`);
    }

    const xlsx = await raw('global', 'invoiceExport', { ...month, format: 'xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(list.rows.length + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe(list.rows[0]!.invoiceNo);
    expect(sheet.getRow(2).getCell(10).value).toBe(list.rows[0]!.totalAmount);

    const own = await raw('kunde.admin', 'invoiceExport', { ...month, format: 'csv' });
    expect(own.rawPayload.toString('utf8').trim().split('\r\n')).toHaveLength(2);
  });

  it('refuses bad input with 400', async () => {
    const bad: [string, Record<string, string>][] = [
      ['invoices', {}],
      ['invoices', { type: 'leasing' }],
      ['invoices', { type: 'purchase', from: '2031-13' }],
      ['invoices', { type: 'purchase', from: '2031-05', to: '2031-01' }],
      ['invoices', { type: 'purchase', customerId: 'abc' }],
      ['invoice', { id: '0' }],
      ['invoice', { id: 'x' }],
      ['invoicePdf', {}],
      ['invoiceExport', { type: 'purchase', format: 'pdf' }],
      ['invoiceExport', { type: 'purchase' }],
    ];
    for (const [call, query] of bad) {
      const answer = await t.callAs('global', 'GET', call, { query });
      expect(answer.status, `${call} ${JSON.stringify(query)}`).toBe(400);
    }
  });

  it('lists the Invoice alert for the invoiced customer', async () => {
    const answer = await t.callAs<{ source: string; sourceId: number | null; title: string }[]>(
      'kunde.admin',
      'GET',
      'Alerts',
    );
    expect(answer.status).toBe(200);
    const alerts = (answer.body.data ?? []).filter((alert) => alert.source === 'Invoice');
    expect(alerts.map((alert) => alert.sourceId)).toContain(dairyInvoice);
    expect(alerts.map((alert) => alert.sourceId)).not.toContain(shopInvoice);
  });
});
