import { describe, expect, it } from 'vitest';
import { creditOrOwesOf, tonsOf } from '../../../src/domain/dock/stock-details.ts';

describe('stock in pallets and tons (spec §3 inventory: volume units are pallets and tons)', () => {
  it('gives tons as pallets × the weight in kg, to the kilogram', () => {
    expect(tonsOf(40, 25)).toBe(1);
    expect(tonsOf(5, 4.5)).toBe(0.023);
    expect(tonsOf(3, 1.6)).toBe(0.005);
  });

  it('rounds an owed volume as a credit one, and never says -0', () => {
    expect(tonsOf(-5, 4.5)).toBe(-0.023);
    expect(tonsOf(-11, 1.6)).toBe(-0.018);
    expect(Object.is(tonsOf(0, 25), 0)).toBe(true);
    expect(Object.is(tonsOf(-1, 0.2), 0)).toBe(true);
  });

  it('reads a positive balance as credit and a negative one as owed', () => {
    expect(creditOrOwesOf(3)).toBe('credit');
    expect(creditOrOwesOf(-3)).toBe('owes');
    expect(creditOrOwesOf(0)).toBeNull();
  });
});
