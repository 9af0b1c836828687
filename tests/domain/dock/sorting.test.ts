import { describe, expect, it } from 'vitest';
import { hasSortingShortfall } from '../../../src/domain/dock/sorting.ts';
import { orderStatus as s } from '../../../src/domain/orders/order-statuses.ts';

/** A line of which 20 were sent (picked 20 of 24 ordered); `quantityDelivered` is what was sorted. */
const line = (quantityDelivered: number | null) => ({
  quantityOrdered: 24,
  quantityPicked: 20,
  quantityDelivered,
});

describe("'Sorted with shortfalls' (spec §4 labels)", () => {
  it('is a sorted order (13) on which a line arrived below what was sent', () => {
    const order = { transactionStatusId: s.WaitForAccept, transactions: [line(20), line(19)] };
    expect(hasSortingShortfall(order)).toBe(true);
  });

  it('compares against the ordered quantity when nothing was picked', () => {
    const order = {
      transactionStatusId: s.WaitForAccept,
      transactions: [{ quantityOrdered: 24, quantityPicked: null, quantityDelivered: 20 }],
    };
    expect(hasSortingShortfall(order)).toBe(true);
  });

  it('is not when every line arrived as sent, or more', () => {
    expect(
      hasSortingShortfall({ transactionStatusId: s.WaitForAccept, transactions: [line(20), line(21)] }),
    ).toBe(false);
  });

  it('is not for an order in another status, shortfall or not', () => {
    for (const transactionStatusId of [s.Treatment, s.Confirmed, s.NotAgreed]) {
      expect(hasSortingShortfall({ transactionStatusId, transactions: [line(10)] })).toBe(false);
    }
  });

  it('does not count a line not received yet as a shortfall', () => {
    expect(
      hasSortingShortfall({ transactionStatusId: s.WaitForAccept, transactions: [line(null), line(20)] }),
    ).toBe(false);
  });
});
