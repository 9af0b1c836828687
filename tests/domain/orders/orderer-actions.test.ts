import { describe, expect, it } from 'vitest';
import {
  isChangeableByOrderer,
  isCopyableBy,
  ordererOf,
} from '../../../src/domain/orders/orderer-actions.ts';
import { orderStatus as s } from '../../../src/domain/orders/order-statuses.ts';

const order = (transactionTypeId: string, transactionStatusId: number) => ({
  transactionTypeId,
  transactionStatusId,
  customerId: 7,
});

describe('what the orderer may do with a sent order', () => {
  it('names the receiver of an order (TO) and the sender of a pickup or return as the orderer', () => {
    expect(ordererOf('TO')).toBe('receiver');
    expect(ordererOf('HE')).toBe('sender');
    expect(ordererOf('RO')).toBe('sender');
  });

  it('lets the orderer change an ordered order until the provider confirms it', () => {
    expect(isChangeableByOrderer(order('TO', s.Ordered), ['receiver'])).toBe(true);
    expect(isChangeableByOrderer(order('HE', s.Ordered), ['sender'])).toBe(true);
    expect(isChangeableByOrderer(order('TO', s.Ordered), ['sender'])).toBe(false);
    expect(isChangeableByOrderer(order('TO', s.ConfirmedWaba), ['receiver'])).toBe(false);
    expect(isChangeableByOrderer(order('TO', s.Web), ['receiver'])).toBe(false);
    // Deliveries between customers are not drafted at the office, so not changed there either.
    expect(isChangeableByOrderer(order('GL', s.Ordered), ['sender'])).toBe(false);
  });

  it("copies any sent order of the customer's own of a type it drafts", () => {
    expect(isCopyableBy(order('TO', s.Confirmed), 7)).toBe(true);
    expect(isCopyableBy(order('RO', s.CancelledWaba), 7)).toBe(true);
    expect(isCopyableBy(order('TO', s.Confirmed), 8)).toBe(false);
    expect(isCopyableBy(order('TO', s.Web), 7)).toBe(false);
    expect(isCopyableBy(order('OO', s.Confirmed), 7)).toBe(false);
  });
});
