import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyImages } from '../company/company-api.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { postImportFile, xlsxOf } from './import-api.ts';
import { xlsxBomb } from './zip-fixtures.ts';

describe('POST importRead (issue 17 item 8; spec §2 Import dialog)', () => {
  let t: TestApp;
  let workbook: Buffer;

  beforeAll(async () => {
    t = await makeTestApp();
    workbook = await xlsxOf(
      [
        ['Tittel over tabellen'],
        ['Navn', 'GLN', 'Postnr', 'Poststed', 'Fra dato', 'Pris'],
        ['Lager Nord', '7000000000017', 150, 'OSLO', new Date(Date.UTC(2026, 10, 25)), 1234.5],
        ['Lager Sør', '7000000000024', 4010, 'STAVANGER', new Date(Date.UTC(2026, 0, 2)), 0.256],
      ],
      { C3: '0000', C4: '0000', E3: 'dd.mm.yyyy', E4: 'dd.mm.yyyy', F3: '#,##0.00', F4: '0.0%' },
    );
  });
  afterAll(() => t.close());

  it('reads an .xlsx from the start row with its header, original values, and suggests the mapping', async () => {
    const answer = await postImportFile(
      t,
      'kunde.admin',
      { name: 'lokasjoner.xlsx', content: workbook },
      { startRow: 2 },
    );
    expect(answer.status).toBe(200);
    const data = answer.body.data!;
    expect(data.fileName).toBe('lokasjoner.xlsx');
    expect(data.columns.map((column) => column.header)).toEqual([
      'Navn',
      'GLN',
      'Postnr',
      'Poststed',
      'Fra dato',
      'Pris',
    ]);
    expect(data.rows).toEqual([
      ['Lager Nord', '7000000000017', '150', 'OSLO', '2026-11-25', '1234.5'],
      ['Lager Sør', '7000000000024', '4010', 'STAVANGER', '2026-01-02', '0.256'],
    ]);
    expect(data.suggestedMapping).toMatchObject({ name: 0, number: 1, postCode: 2, city: 3, type: null });
  });

  it("applies the cells' number formats when formatted values are asked for", async () => {
    const answer = await postImportFile(
      t,
      'kunde.admin',
      { name: 'lokasjoner.xlsx', content: workbook },
      { startRow: 2, values: 'formatted' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data!.rows).toEqual([
      ['Lager Nord', '7000000000017', '0150', 'OSLO', '25.11.2026', '1,234.50'],
      ['Lager Sør', '7000000000024', '4010', 'STAVANGER', '02.01.2026', '25.6%'],
    ]);
  });

  it("names the columns 'Column A' … without a header row, every row being data", async () => {
    const answer = await postImportFile(
      t,
      'kunde.admin',
      { name: 'a.xlsx', content: workbook },
      { startRow: 3, hasHeader: false },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data!.columns.map((column) => column.header)).toEqual([
      'Column A',
      'Column B',
      'Column C',
      'Column D',
      'Column E',
      'Column F',
    ]);
    expect(answer.body.data!.rows).toHaveLength(2);
    expect(answer.body.data!.suggestedMapping.name).toBeNull();
  });

  it('reads a CSV with ; and a BOM, whatever the file is called', async () => {
    const csv = Buffer.from(
      '\uFEFFNavn;Nummer;Rampe\r\nLager Øst;7000000000031;ja\r\n"Lager; Vest";0042;nei\r\n\r\n',
      'utf8',
    );
    const answer = await postImportFile(t, 'kunde.admin', { name: 'export.txt', content: csv });
    expect(answer.status).toBe(200);
    expect(answer.body.data!.columns.map((column) => column.header)).toEqual(['Navn', 'Nummer', 'Rampe']);
    expect(answer.body.data!.rows).toEqual([
      ['Lager Øst', '7000000000031', 'ja'],
      ['Lager; Vest', '0042', 'nei'],
    ]);
    expect(answer.body.data!.suggestedMapping).toMatchObject({ name: 0, number: 1, hasRamp: 2 });
  });

  it('reads a tab-separated CSV saved by Excel in Windows-1252', async () => {
    const csv = Buffer.from('Navn\tPoststed\r\nLager Sør\tTRONDHEIM\r\n', 'latin1');
    const answer = await postImportFile(t, 'kunde.admin', { name: 'ansi.csv', content: csv });
    expect(answer.status).toBe(200);
    expect(answer.body.data!.rows).toEqual([['Lager Sør', 'TRONDHEIM']]);
  });

  it('refuses a picture named .xlsx, an empty file and a file of only a header (400)', async () => {
    const picture = await postImportFile(t, 'kunde.admin', { name: 'logo.xlsx', content: tinyImages.png });
    expect(picture.status).toBe(400);
    expect(picture.body.error!.message).toBe('Please select an Excel (.xlsx) or CSV file');

    const empty = await postImportFile(t, 'kunde.admin', { name: 'tom.csv', content: Buffer.alloc(0) });
    expect(empty.status).toBe(400);
    expect(empty.body.error!.message).toBe('The file has no rows to import');

    const headerOnly = await postImportFile(t, 'kunde.admin', {
      name: 'h.csv',
      content: Buffer.from('Navn;GLN\n'),
    });
    expect(headerOnly.status).toBe(400);
    expect(headerOnly.body.error!.message).toBe('The file has no rows to import');
  });

  it('refuses a broken workbook as unreadable and bad options by name (400)', async () => {
    const broken = Buffer.concat([workbook.subarray(0, 2000), Buffer.alloc(100)]);
    const answer = await postImportFile(t, 'kunde.admin', { name: 'x.xlsx', content: broken });
    expect(answer.status).toBe(400);
    expect(['The file could not be read', 'Please select an Excel (.xlsx) or CSV file']).toContain(
      answer.body.error!.message,
    );

    const badStart = await postImportFile(
      t,
      'kunde.admin',
      { name: 'a.xlsx', content: workbook },
      { startRow: 0 },
    );
    expect(badStart.status).toBe(400);
    expect(badStart.body.error!.message).toContain('startRow');
  });

  it('refuses more than 10,000 rows, and takes exactly 10,000', async () => {
    const lines = (count: number) =>
      Buffer.from(
        ['Navn,GLN', ...Array.from({ length: count }, (_, index) => `Lager ${index},${index}`)].join('\n'),
      );
    const tooMany = await postImportFile(t, 'kunde.admin', { name: 'big.csv', content: lines(10_001) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error!.message).toBe('The file has more than 10,000 rows');

    const rows = Array.from({ length: 10_001 }, (_, index) => [`Lager ${index}`, index]);
    const bigWorkbook = await xlsxOf([['Navn', 'GLN'], ...rows]);
    const tooManyXlsx = await postImportFile(t, 'kunde.admin', { name: 'big.xlsx', content: bigWorkbook });
    expect(tooManyXlsx.status).toBe(400);

    const enough = await postImportFile(t, 'kunde.admin', { name: 'ok.csv', content: lines(10_000) });
    expect(enough.status).toBe(200);
    expect(enough.body.data!.rows).toHaveLength(10_000);
  });

  it('refuses a zip bomb as too large, counting what it unpacks rather than what it claims (400)', async () => {
    const bomb = xlsxBomb(100 * 1024 * 1024);
    const answer = await postImportFile(t, 'kunde.admin', { name: 'bomb.xlsx', content: bomb });
    expect(answer.status).toBe(400);
    expect(answer.body.error!.message).toBe(
      'The file is too large to read: at most 10,000 rows of 100 columns',
    );
  });

  it('refuses a million-row CSV as more than 10,000 rows (400)', async () => {
    const million = Buffer.from(
      ['Navn,GLN', ...Array.from({ length: 1_000_000 }, (_, index) => `L,${index % 10}`)].join('\n'),
    );
    const answer = await postImportFile(t, 'kunde.admin', { name: 'million.csv', content: million });
    expect(answer.status).toBe(400);
    expect(answer.body.error!.message).toBe('The file has more than 10,000 rows');
  });

  it('refuses a user who is not an admin (403)', async () => {
    const answer = await postImportFile(t, 'butikk', { name: 'a.xlsx', content: workbook });
    expect(answer.status).toBe(403);
  });
});
