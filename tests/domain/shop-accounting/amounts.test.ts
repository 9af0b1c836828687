import { describe, expect, it } from 'vitest';
import { entryAmounts, sumAmounts } from '../../../src/domain/shop-accounting/amounts.ts';
import { daysFromTo, periodOf } from '../../../src/domain/shop-accounting/period.ts';
import {
  mayKeepShopAccounting,
  reversalOf,
  reversalRefusal,
} from '../../../src/domain/shop-accounting/rules.ts';
import { maxEntryNet, shopTransactionInputSchema } from '../../../src/domain/shop-accounting/schemas.ts';
import { timeZoneOf } from '../../../src/domain/shared/market-time-zones.ts';
import { marketIds } from '../../../src/domain/shared/markets.ts';

describe('shop-accounting amounts (issue 20 item 5)', () => {
  it('computes net, VAT and gross to the cent', () => {
    expect(entryAmounts(3, 129.9, 25)).toEqual({ net: 389.7, vat: 97.43, gross: 487.13 });
    expect(entryAmounts(100, 80, 25)).toEqual({ net: 8000, vat: 2000, gross: 10000 });
    // Finland 25.5 %: 19.99 × 25.5 % = 5.097… → 5.10
    expect(entryAmounts(1, 19.99, 25.5)).toEqual({ net: 19.99, vat: 5.1, gross: 25.09 });
  });

  it('rounds a half cent of VAT away from zero, the same for a reversal', () => {
    // 0.10 × 25 % = 0.025 → 0.03, and −0.10 → −0.03
    expect(entryAmounts(1, 0.1, 25).vat).toBe(0.03);
    expect(entryAmounts(-1, 0.1, 25).vat).toBe(-0.03);
    const sale = entryAmounts(7, 55.55, 25.5);
    const reversal = entryAmounts(-7, 55.55, 25.5);
    expect(sumAmounts([sale, reversal])).toEqual({ net: 0, vat: 0, gross: 0 });
  });

  it('adds many entries exactly', () => {
    const entries = Array.from({ length: 10 }, () => entryAmounts(1, 0.1, 25));
    expect(sumAmounts(entries)).toEqual({ net: 1, vat: 0.3, gross: 1.3 });
  });
});

describe('shop-accounting rules', () => {
  it('reverses an original once, never a reversal', () => {
    expect(reversalRefusal({ reversesId: null, reversedById: null })).toBeNull();
    expect(reversalRefusal({ reversesId: null, reversedById: 9 })).toBe('AlreadyReversed');
    expect(reversalRefusal({ reversesId: 4, reversedById: null })).toBe('ReversalOfReversal');
  });

  it('negates quantity and amounts of the reversing entry, leaving the rest', () => {
    const original = { id: 1, buyer: 'Ole', quantity: 3, net: 10, vat: 2.5, gross: 12.5 };
    expect(reversalOf(original)).toEqual({
      id: 1,
      buyer: 'Ole',
      quantity: -3,
      net: -10,
      vat: -2.5,
      gross: -12.5,
    });
    expect(Object.is(reversalOf({ quantity: 1, net: 0, vat: 0, gross: 0 }).vat, -0)).toBe(false);
  });

  it('lets provider staff, global admins and enabled users keep the books', () => {
    expect(mayKeepShopAccounting({ isProvider: true, isGlobalAdmin: false, shopAccounting: false })).toBe(
      true,
    );
    expect(mayKeepShopAccounting({ isProvider: false, isGlobalAdmin: true, shopAccounting: false })).toBe(
      true,
    );
    expect(mayKeepShopAccounting({ isProvider: false, isGlobalAdmin: false, shopAccounting: true })).toBe(
      true,
    );
    expect(mayKeepShopAccounting({ isProvider: false, isGlobalAdmin: false, shopAccounting: false })).toBe(
      false,
    );
  });

  it('covers a day, a month, or the month of today', () => {
    expect(periodOf({ day: '2026-11-26' }, '2026-11-26')).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(periodOf({ month: '2028-02' }, '2026-11-26')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodOf({}, '2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('refuses a quantity that is not a positive whole number and a price of more than 2 decimals', () => {
    const base = {
      date: '2026-11-26',
      channel: 'Shop',
      buyer: 'Ole',
      productId: 'EUR',
      quantity: 2,
      unitPrice: 10.5,
      paymentMethod: 'Cash',
    };
    expect(shopTransactionInputSchema.safeParse(base).success).toBe(true);
    expect(shopTransactionInputSchema.safeParse({ ...base, quantity: -2 }).success).toBe(false);
    expect(shopTransactionInputSchema.safeParse({ ...base, unitPrice: 10.555 }).success).toBe(false);
    expect(shopTransactionInputSchema.safeParse({ ...base, date: '2026-02-29' }).success).toBe(false);
  });

  it('refuses an entry whose quantity × unit price passes the ledger limit, on unitPrice', () => {
    const base = {
      date: '2026-11-26',
      channel: 'Shop',
      buyer: 'Ole',
      productId: 'EUR',
      paymentMethod: 'Cash',
    };
    expect(
      shopTransactionInputSchema.safeParse({ ...base, quantity: 100_000, unitPrice: 5000 }).success,
    ).toBe(true);
    const over = shopTransactionInputSchema.safeParse({ ...base, quantity: 100_000, unitPrice: 5000.01 });
    expect(over.success).toBe(false);
    expect(over.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['unitPrice']);
    expect(maxEntryNet).toBe(500_000_000);
  });

  it('lists every day between two days, over a month and a leap day', () => {
    expect(daysFromTo('2028-02-27', '2028-03-01')).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(daysFromTo('2026-11-26', '2026-11-26')).toEqual(['2026-11-26']);
    expect(daysFromTo('2026-11-27', '2026-11-26')).toEqual([]);
  });

  it('gives every market its clock, and UTC for an unknown id', () => {
    expect(marketIds.map(timeZoneOf)).toEqual([
      'Europe/Oslo',
      'Europe/Stockholm',
      'Europe/Copenhagen',
      'Europe/Helsinki',
      'Europe/Oslo',
    ]);
    expect(timeZoneOf('xx')).toBe('UTC');
  });
});
