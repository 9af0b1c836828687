import { describe, expect, it } from 'vitest';
import { fitsZipMask } from '../../../src/domain/shared/post-code.ts';

describe('a post code fits its country mask digit by digit (new-customer and location addresses)', () => {
  it('accepts a code of the mask’s shape, with or without the mask’s space', () => {
    expect(fitsZipMask('0150', '####')).toBe(true);
    expect(fitsZipMask('111 20', '### ##')).toBe(true);
    expect(fitsZipMask('11120', '### ##')).toBe(true);
  });
  it('refuses letters where the mask wants digits, and a wrong length', () => {
    expect(fitsZipMask('01A0', '####')).toBe(false);
    expect(fitsZipMask('015', '####')).toBe(false);
  });
});
