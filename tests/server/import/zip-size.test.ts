import { describe, expect, it } from 'vitest';
import { unpackedZipBytes } from '../../../src/server/modules/import/zip-size.ts';
import { xlsxOf } from './import-api.ts';

describe('the unpacked size of an .xlsx (read before the workbook is parsed)', () => {
  it('sums the entries of the central directory', async () => {
    const text = 'x'.repeat(1000);
    const small = await xlsxOf([['a']]);
    const large = await xlsxOf(Array.from({ length: 2000 }, (_, index) => [`${text}${index}`]));
    const smallBytes = unpackedZipBytes(small)!;
    expect(smallBytes).toBeGreaterThan(small.length);
    expect(unpackedZipBytes(large)! - smallBytes).toBeGreaterThan(2000 * 1000);
  });

  it('gives null for what is no zip', () => {
    expect(unpackedZipBytes(Buffer.from('Navn;GLN\nA;1\n'))).toBeNull();
  });
});
