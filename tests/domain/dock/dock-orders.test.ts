import { describe, expect, it } from 'vitest';
import { dockBadge, type DockOrderRef } from '../../../src/domain/dock/dock-orders.ts';
import { orderStatus as s } from '../../../src/domain/orders/order-statuses.ts';

const order = (id: number, transactionStatusId: number): DockOrderRef => ({ id, transactionStatusId });
const none = new Set<number>();

describe('the dock badges (issue 6 item 6)', () => {
  it('counts in reception the sent orders and those waiting in the sorting steps, not the finished ones', () => {
    const orders = [
      order(1, s.Sent),
      order(2, s.ReceivedSort),
      order(3, s.WaitForSort),
      order(4, s.Treatment),
      order(5, s.NotAgreed),
      order(6, s.WaitForAccept),
      order(7, s.WaitForConfirmation),
    ];
    expect(dockBadge('reception', orders, none)).toBe(4);
  });

  it('counts in expedition the confirmed and picked orders, not those only ordered', () => {
    const orders = [order(1, s.Ordered), order(2, s.ConfirmedWaba), order(3, s.Picked), order(4, s.Sent)];
    expect(dockBadge('expedition', orders, none)).toBe(2);
  });

  it('counts in goods delivery the disagreements only (spec §2)', () => {
    const orders = [order(1, s.Ordered), order(2, s.Picked), order(3, s.NotAgreed), order(4, s.NotAgreed)];
    expect(dockBadge('delivery', orders, none)).toBe(2);
  });

  it('leaves out the orders this device has finished and not yet sent', () => {
    const orders = [order(1, s.Sent), order(2, s.Sent), order(3, s.Sent)];
    expect(dockBadge('reception', orders, new Set([2, 99]))).toBe(2);
    expect(dockBadge('reception', orders, new Set([1, 2, 3]))).toBe(0);
  });
});
