import { describe, expect, it } from 'vitest';
import { isWaitingIn, waitingCount } from '../../../src/domain/dock/badge-counts.ts';
import { receptionOutcome } from '../../../src/domain/dock/reception.ts';
import { orderStatus as s } from '../../../src/domain/orders/order-statuses.ts';

const withStatus = (transactionStatusId: number) => ({ transactionStatusId });

describe('a dock badge counts what its list shows as waiting (issue 15 item 4, spec §2)', () => {
  it('counts in reception the sent orders and those in the sorting steps, not the finished ones', () => {
    const orders = [
      s.Sent,
      s.ReceivedSort,
      s.WaitForSort,
      s.Treatment,
      s.NotAgreed,
      s.WaitForAccept,
      s.WaitForConfirmation,
    ].map(withStatus);
    expect(waitingCount('reception', orders)).toBe(4);
    expect(orders.filter((order) => isWaitingIn('reception', order))).toHaveLength(4);
  });

  it('counts in expedition the confirmed and picked orders, not those only ordered or sent', () => {
    const orders = [s.Ordered, s.ConfirmedWaba, s.Picked, s.Sent].map(withStatus);
    expect(waitingCount('expedition', orders)).toBe(2);
  });

  it('counts in goods delivery the disagreements of its deliveries only', () => {
    const orders = [s.Ordered, s.Picked, s.NotAgreed, s.NotAgreed].map(withStatus);
    expect(waitingCount('delivery', orders)).toBe(2);
  });

  it('keeps a pickup received at the provider without a difference waiting: sorting comes next', () => {
    // The cause of 'Reception 12 → 11 → 12': received offline, then counted again once synced.
    const received = receptionOutcome({ transactionTypeId: 'HE', receivedAtProvider: true, differs: false });
    expect(isWaitingIn('reception', withStatus(s.Sent))).toBe(true);
    expect(isWaitingIn('reception', withStatus(received))).toBe(true);
  });

  it('stops counting an order received with a difference or at a store: nothing more waits there', () => {
    const disagreed = receptionOutcome({ transactionTypeId: 'HE', receivedAtProvider: true, differs: true });
    const atStore = receptionOutcome({ transactionTypeId: 'TO', receivedAtProvider: false, differs: false });
    expect(isWaitingIn('reception', withStatus(disagreed))).toBe(false);
    expect(isWaitingIn('reception', withStatus(atStore))).toBe(false);
  });
});
