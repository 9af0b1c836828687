import { describe, expect, it } from 'vitest';
import {
  fillPercent,
  isOverfilled,
  loadStacks,
  truckCapacity,
  truckFill,
} from '../../../src/domain/orders/truck-load.ts';

const lorry = { tpuCount: 18, qtyHeight: 2, tpuCount2: 0, qtyHeight2: 0 };
const doubleDeck = { tpuCount: 33, qtyHeight: 2, tpuCount2: 33, qtyHeight2: 2 };

describe('the truck-load visual (spec §3, §9)', () => {
  it('counts the places of both decks', () => {
    expect(truckCapacity(lorry)).toBe(36);
    expect(truckCapacity(doubleDeck)).toBe(132);
  });

  it('takes a started stack as a whole place', () => {
    expect(loadStacks([{ quantity: 15, tpuPerStack: 15 }])).toBe(1);
    expect(loadStacks([{ quantity: 16, tpuPerStack: 15 }])).toBe(2);
    expect(
      loadStacks([
        { quantity: 0, tpuPerStack: 15 },
        { quantity: 21, tpuPerStack: 20 },
      ]),
    ).toBe(2);
  });

  it('gives the fill with one decimal and is over 1 only when the load does not fit', () => {
    const full = truckFill(lorry, [{ quantity: 36 * 15, tpuPerStack: 15 }]);
    expect(full).toBe(1);
    expect(isOverfilled(full)).toBe(false);
    const over = truckFill(lorry, [{ quantity: 36 * 15 + 1, tpuPerStack: 15 }]);
    expect(isOverfilled(over)).toBe(true);
    expect(fillPercent(truckFill(lorry, [{ quantity: 7 * 15, tpuPerStack: 15 }]))).toBe(19.4);
  });
});
