import { describe, expect, it } from 'vitest';
import { isReceiptLocation } from '../../../src/domain/pallet-receipts/receipt-locations.ts';

const store = { customerId: 10, locationId: 200, isMarketWide: false };
const place = (overrides = {}) => ({
  id: 201,
  customerId: 10,
  statusId: 1,
  palletReceiptDays: [3],
  ...overrides,
});

describe('the locations a pallet receipt may be made at (spec §5 location picker, issue 15 item 2)', () => {
  it('offers another active location of the acting customer that takes receipts', () => {
    expect(isReceiptLocation(store, place())).toBe(true);
  });

  it('never offers the acting location, one without receipt days or an inactive one', () => {
    expect(isReceiptLocation(store, place({ id: 200 }))).toBe(false);
    expect(isReceiptLocation(store, place({ palletReceiptDays: [] }))).toBe(false);
    expect(isReceiptLocation(store, place({ statusId: 2 }))).toBe(false);
  });

  it("offers another customer's location only to who reaches the whole market", () => {
    expect(isReceiptLocation(store, place({ customerId: 11 }))).toBe(false);
    expect(isReceiptLocation({ ...store, isMarketWide: true }, place({ customerId: 11 }))).toBe(true);
  });
});
