import { describe, expect, it } from 'vitest';
import {
  groupByProduct,
  productChoiceName,
  type AvailableProduct,
} from '../../../src/domain/products/available-products.ts';
import { productKey } from '../../../src/domain/products/product-key.ts';

describe('the product choice key (spec §3)', () => {
  it('joins product, treatment and quality ids in upper case', () => {
    expect(productKey({ productId: 'eur', treatmentId: 'Ht', qualityId: 'a' })).toBe('EUR|HT|A');
    expect(productKey({ productId: 'EUR', treatmentId: 'HT', qualityId: 'A' })).toBe(
      productKey({ productId: 'eur', treatmentId: 'ht', qualityId: 'a' }),
    );
  });

  it('keeps choices that differ in one id apart', () => {
    const keys = [
      { productId: 'EUR', treatmentId: 'STD', qualityId: 'A' },
      { productId: 'EUR', treatmentId: 'STD', qualityId: 'B' },
      { productId: 'EUR', treatmentId: 'HT', qualityId: 'A' },
      { productId: 'HALF', treatmentId: 'STD', qualityId: 'A' },
    ].map(productKey);
    expect(new Set(keys).size).toBe(4);
  });
});

describe('product choice names and groups (spec §5 product picker)', () => {
  const choice = (overrides: Partial<AvailableProduct>): AvailableProduct => ({
    id: 1,
    productId: 'EUR',
    productName: 'EUR pallet',
    tpuPerStack: 15,
    name: 'EUR pallet',
    image: null,
    treatmentId: 'STD',
    treatmentName: 'Untreated',
    treatmentIsDefault: true,
    qualityId: 'A',
    qualityName: 'Quality A',
    qualityIsDefault: true,
    isPooling: true,
    availability: 'available',
    key: 'EUR|STD|A',
    ...overrides,
  });

  it('names only the treatment and quality that are not the defaults', () => {
    expect(productChoiceName(choice({}))).toBe('EUR pallet');
    expect(productChoiceName(choice({ treatmentName: 'Heat treated', treatmentIsDefault: false }))).toBe(
      'EUR pallet (Heat treated)',
    );
    expect(
      productChoiceName(
        choice({
          treatmentName: 'Washed',
          treatmentIsDefault: false,
          qualityName: 'New',
          qualityIsDefault: false,
        }),
      ),
    ).toBe('EUR pallet (Washed, New)');
  });

  it('groups choices under their product in order', () => {
    const groups = groupByProduct([
      choice({ id: 1 }),
      choice({ id: 2, qualityId: 'B' }),
      choice({ id: 3, productId: 'HALF', productName: 'Half pallet' }),
    ]);
    expect(groups.map((group) => [group.productId, group.choices.map((c) => c.id)])).toEqual([
      ['EUR', [1, 2]],
      ['HALF', [3]],
    ]);
  });
});
