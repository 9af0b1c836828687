import { describe, expect, it } from 'vitest';
import { csvRows } from '../../../src/server/modules/import/csv-rows.ts';
import { readSheet } from '../../../src/server/modules/import/sheet-reader.ts';
import { checkUnpackedSize, zipParts } from '../../../src/server/modules/import/zip-parts.ts';
import { xlsxOf } from './import-api.ts';
import { xlsxBomb, xlsxOfManyCells, zipOf } from './zip-fixtures.ts';

const options = { values: 'original', startRow: 1 } as const;

describe('reading an import file stops at its limits, not after', () => {
  it('lists the parts of a real workbook, and none of what is no zip', async () => {
    const names = zipParts(await xlsxOf([['Navn'], ['Lager']]))!.map((part) => part.name);
    expect(names).toContain('xl/workbook.xml');
    expect(names.some((name) => name.startsWith('xl/worksheets/'))).toBe(true);
    expect(zipParts(Buffer.from('Navn;GLN\nA;1\n'))).toBeNull();
  });

  it('counts the bytes as they unpack: a part that claims 2 KB and holds 80 MB is refused', async () => {
    const bomb = xlsxBomb(80 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(zipParts(bomb)!.reduce((sum, part) => sum + part.packedBytes, 0)).toBeLessThan(bomb.length);
    expect(await checkUnpackedSize(bomb, { parts: 10, bytes: 64 * 1024 * 1024 })).toBe('tooLarge');
    expect(await readSheet({ content: bomb, options, maxRows: 10 })).toEqual({ refusal: 'tooLarge' });
    // The same shape under the budget unpacks whole.
    expect(await checkUnpackedSize(xlsxBomb(1024 * 1024), { parts: 10, bytes: 64 * 1024 * 1024 })).toBe('ok');
  });

  it('refuses an archive of too many parts, and a sheet of too many cells, before any reader builds it', async () => {
    const many = zipOf(
      Array.from({ length: 300 }, (_, index) => ({ name: `p${index}`, data: Buffer.from('x') })),
    );
    expect(await checkUnpackedSize(many, { parts: 200, bytes: 1024 * 1024 })).toBe('tooLarge');
    expect(await readSheet({ content: xlsxOfManyCells(500_000), options, maxRows: 10 })).toEqual({
      refusal: 'tooLarge',
    });
  });

  it('stops a CSV at the first row with a value after the limit', () => {
    const million = Buffer.from(
      ['Navn', ...Array.from({ length: 1_000_000 }, (_, index) => `L${index}`)].join('\n'),
    );
    const rows = csvRows(million, 1, 11);
    expect(rows).toHaveLength(12);
    expect(rows[11]).toEqual(['L10']);
    // Blank lines after the limit are passed over, the next row with a value still counts.
    expect(csvRows(Buffer.from('a\nb\n\n\nc\n'), 1, 2)).toEqual([['a'], ['b'], ['c']]);
    expect(csvRows(Buffer.from('a\nb\n\n\n'), 1, 2)).toEqual([['a'], ['b']]);
  });

  it('refuses a row wider than 100 columns', async () => {
    const wide = Buffer.from(`${Array.from({ length: 101 }, (_, index) => `c${index}`).join(',')}\nx\n`);
    expect(await readSheet({ content: wide, options, maxRows: 10 })).toEqual({ refusal: 'tooLarge' });
    const workbook = await xlsxOf([Array.from({ length: 150 }, (_, index) => `c${index}`)]);
    expect(await readSheet({ content: workbook, options, maxRows: 10 })).toEqual({ refusal: 'tooLarge' });
  });
});
