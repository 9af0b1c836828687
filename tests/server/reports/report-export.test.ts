import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionsPageSize } from '../../../src/domain/reports/report-filter.ts';
import type { MovementPage, PoolingReport, VolumeReport } from '../../../src/domain/reports/report-rows.ts';
import { exportColumns } from '../../../src/server/modules/reports/export-service.ts';
import { headerOf } from '../../../src/server/modules/reports/export-headers.ts';
import type { ExportColumn } from '../../../src/server/modules/reports/export-writer.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { dataOf, lastTwelveMonths, reportAs } from './report-fixtures.ts';
import { reportScenario, type Scenario } from './report-scenario.ts';

let t: TestApp;
let s: Scenario;
const period = lastTwelveMonths();

beforeAll(async () => {
  t = await makeTestApp();
  s = await reportScenario(t);
});
afterAll(() => t.close());

/** A CSV file as rows of cells (quoted cells unquoted). */
function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\r') continue;
    else if (char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  return rows;
}

/** The raw file (the test app's callAs would parse it as JSON). */
async function exportOf(login: string, query: Record<string, string>) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/no/reportExport',
    query,
    headers: { authorization: `Bearer ${await t.tokenOf(login)}` },
  });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response;
}

/** The cells a row should have in the CSV: as the column writes them. */
/** A row's CSV cells as a spreadsheet would show them: money to 2 decimals, the language's decimal mark. */
function csvCells<Row>(columns: readonly ExportColumn<Row>[], row: Row, delimiter = ';'): string[] {
  return columns.map((column) => {
    const value = column.value(row);
    if (value === null) return '';
    if (typeof value !== 'number') return String(value);
    const text = column.type === 'decimal2' ? value.toFixed(2) : String(value);
    return delimiter === ';' ? text.replace('.', ',') : text;
  });
}

async function allMovements(login: string, query: Record<string, string>) {
  const rows: MovementPage['rows'] = [];
  for (let page = 1; ; page++) {
    const data = await dataOf<MovementPage>(t, login, 'reportMovements', { ...query, page: String(page) });
    rows.push(...data.rows);
    if (data.rows.length < transactionsPageSize) return rows;
  }
}

describe('report exports', () => {
  it('exports every single movement of the transactions report as CSV, with headers in the language', async () => {
    const response = await exportOf('kunde.admin', { ...period, report: 'transactions', format: 'csv' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`transactions-${period.from}-${period.to}.csv`);
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = parseCsv(body.slice(1), ';');
    const columns = exportColumns('nb-NO', 'no').movements;
    expect(header).toEqual(columns.map((column) => headerOf(column.key, 'nb-NO')));
    const screen = await allMovements('kunde.admin', period);
    expect(lines).toEqual(screen.map((row) => csvCells(columns, row)));
    expect(lines.length).toBeGreaterThan(0);
  });

  it('writes treatments and qualities by name and each movement at the market clock (Oslo), not UTC', async () => {
    const response = await exportOf('kunde.admin', { ...period, report: 'transactions', format: 'csv' });
    const [header, ...lines] = parseCsv(response.rawPayload.toString('utf8').slice(1), ';');
    const column = (name: string) => header!.indexOf(name);
    const screen = await allMovements('kunde.admin', period);
    expect(lines.length).toBe(screen.length);
    lines.forEach((line, index) => {
      const row = screen[index]!;
      expect(line[column('Behandling')]).toBe(row.treatmentName);
      expect(line[column('Kvalitet')]).toBe(row.qualityName);
      const oslo = new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/Oslo',
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(new Date(row.date));
      expect(line[column('Dato')]).toBe(oslo);
    });
    // The demo's treatments and qualities have names besides their codes (STD, WASH; N, A).
    expect(lines.some((line) => line[column('Behandling')] !== screen[0]!.treatmentId)).toBe(true);
    expect(screen.every((row) => row.treatmentName !== row.treatmentId)).toBe(true);
  });

  it('writes English CSV with commas', async () => {
    await t.app.db
      .updateTable('users')
      .set({ language: 'en-US' })
      .where('loginName', '=', 'global')
      .execute();
    const response = await exportOf('global', { ...period, report: 'volumes', format: 'csv' });
    const [header, ...lines] = parseCsv(response.rawPayload.toString('utf8').slice(1), ',');
    expect(header).toEqual(['Month', 'In', 'Out', 'Tons in', 'Tons out']);
    const screen = await dataOf<VolumeReport>(t, 'global', 'reportVolumes', period);
    expect(lines).toEqual(screen.rows.map((row) => csvCells(exportColumns('en-US', 'no').volumes, row, ',')));
  });

  it('exports the transactions as XLSX equal to the screen', async () => {
    const query = { ...period, locationId: String(s.lillehammer) };
    const response = await exportOf('kunde.admin', { ...query, report: 'transactions', format: 'xlsx' });
    expect(response.headers['content-disposition']).toContain(
      `transactions-${period.from}-${period.to}.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = sheet.getSheetValues().slice(1) as unknown[][];
    const columns = exportColumns('nb-NO', 'no').movements;
    expect(values[0]!.slice(1)).toEqual(columns.map((column) => headerOf(column.key, 'nb-NO')));
    const screen = await allMovements('kunde.admin', query);
    const cells = values.slice(1).map((row) => columns.map((_, index) => row[index + 1] ?? null));
    expect(cells).toEqual(screen.map((row) => columns.map((column) => column.value(row))));
  });

  it('exports the pooling report as XLSX and CSV equal to the screen', async () => {
    const screen = await dataOf<PoolingReport>(t, 'kunde.admin', 'reportPooling', period);
    const columns = exportColumns('nb-NO', 'no').pooling;
    const csv = await exportOf('kunde.admin', { ...period, report: 'pooling', format: 'csv' });
    expect(parseCsv(csv.rawPayload.toString('utf8').slice(1), ';').slice(1)).toEqual(
      screen.rows.map((row) => csvCells(columns, row)),
    );
    const xlsx = await exportOf('kunde.admin', { ...period, report: 'pooling', format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values = workbook.worksheets[0]!.getSheetValues().slice(2) as unknown[][];
    expect(values.map((row) => columns.map((_, index) => row[index + 1] ?? null))).toEqual(
      screen.rows.map((row) => columns.map((column) => column.value(row))),
    );
  });

  it('refuses an export of a report the user may not open, and one that is not a report export', async () => {
    expect(
      (await reportAs(t, 'butikk', 'reportExport', { ...period, report: 'users', format: 'csv' })).status,
    ).toBe(403);
    expect(
      (await reportAs(t, 'butikk', 'reportExport', { ...period, report: 'pooling', format: 'xlsx' })).status,
    ).toBe(403);
    const invoices = await reportAs(t, 'global', 'reportExport', {
      ...period,
      report: 'invoices',
      format: 'csv',
    });
    // Invoices export through GET invoiceExport.
    expect(invoices.status).toBe(400);
  });
});

describe('bad report input', () => {
  const bad: Record<string, string>[] = [
    { from: '2025-13', to: '2026-01' },
    { from: '2025-1', to: '2026-01' },
    { from: '2026-05', to: '2026-04' },
    { from: '2020-01', to: '2023-01' },
    { ...period, locationId: 'abc' },
    { ...period, locationId: '0' },
    { ...period, counterpartId: '-4' },
    { ...period, unit: 'kilos' },
    { to: period.to },
  ];
  for (const query of bad) {
    it(`answers 400 for ${JSON.stringify(query)}`, async () => {
      expect((await reportAs(t, 'kunde.admin', 'reportTransactions', query)).status).toBe(400);
      expect(
        (await reportAs(t, 'kunde.admin', 'reportExport', { ...query, report: 'volumes', format: 'csv' }))
          .status,
      ).toBe(400);
    });
  }
  it('answers 400 for a bad page, format, report or months', async () => {
    expect((await reportAs(t, 'kunde.admin', 'reportMovements', { ...period, page: '0' })).status).toBe(400);
    expect(
      (await reportAs(t, 'kunde.admin', 'reportExport', { ...period, report: 'volumes', format: 'pdf' }))
        .status,
    ).toBe(400);
    expect(
      (await reportAs(t, 'kunde.admin', 'reportExport', { ...period, report: 'orders', format: 'csv' }))
        .status,
    ).toBe(400);
    expect((await reportAs(t, 'kunde.admin', 'reportWidgets', { months: '25' })).status).toBe(400);
  });
});
