import { describe, expect, it } from 'vitest';
import { orderStatus as s } from '../../../src/domain/orders/order-statuses.ts';
import {
  canTransition,
  datesStampedOn,
  nextStatuses,
  orderTransitions,
} from '../../../src/domain/orders/status-machine.ts';
import { transactionTypeIds } from '../../../src/domain/orders/transaction-types.ts';

describe('the order status machine (issue 4, spec §4)', () => {
  it('lets the ordering customer send a draft: the receiver of an order (TO), the sender otherwise', () => {
    expect(canTransition({ type: 'TO', from: s.Web, to: s.Ordered, actor: 'receiver' })).toBe(true);
    expect(canTransition({ type: 'TO', from: s.Web, to: s.Ordered, actor: 'sender' })).toBe(false);
    for (const type of ['HE', 'RO', 'GL', 'OO']) {
      expect(canTransition({ type, from: s.Web, to: s.Ordered, actor: 'sender' })).toBe(true);
      expect(canTransition({ type, from: s.Web, to: s.Ordered, actor: 'receiver' })).toBe(false);
    }
  });

  it('lets only the provider confirm or replace an ordered order', () => {
    for (const type of transactionTypeIds) {
      expect(nextStatuses({ type, from: s.Ordered, actor: 'provider' })).toEqual(
        expect.arrayContaining([s.ConfirmedWaba, s.CancelledWaba, s.Replaced]),
      );
      for (const actor of ['sender', 'receiver'] as const) {
        expect(canTransition({ type, from: s.Ordered, to: s.ConfirmedWaba, actor })).toBe(false);
        expect(canTransition({ type, from: s.Ordered, to: s.Replaced, actor })).toBe(false);
      }
    }
  });

  it('lets the orderer cancel what it sent until the provider confirms, and only the orderer', () => {
    expect(canTransition({ type: 'TO', from: s.Ordered, to: s.CancelledWaba, actor: 'receiver' })).toBe(true);
    expect(canTransition({ type: 'TO', from: s.Ordered, to: s.CancelledWaba, actor: 'sender' })).toBe(false);
    for (const type of ['HE', 'RO', 'GL', 'OO']) {
      expect(canTransition({ type, from: s.Ordered, to: s.CancelledWaba, actor: 'sender' })).toBe(true);
      expect(canTransition({ type, from: s.Ordered, to: s.CancelledWaba, actor: 'receiver' })).toBe(false);
    }
    for (const type of transactionTypeIds) {
      for (const actor of ['sender', 'receiver'] as const) {
        expect(canTransition({ type, from: s.ConfirmedWaba, to: s.CancelledWaba, actor })).toBe(false);
      }
    }
  });

  it('lets the sender pick and send a confirmed order, never skipping Picked', () => {
    expect(canTransition({ type: 'TO', from: s.ConfirmedWaba, to: s.Picked, actor: 'sender' })).toBe(true);
    expect(canTransition({ type: 'TO', from: s.Picked, to: s.Sent, actor: 'sender' })).toBe(true);
    expect(canTransition({ type: 'TO', from: s.ConfirmedWaba, to: s.Sent, actor: 'sender' })).toBe(false);
    expect(canTransition({ type: 'TO', from: s.Picked, to: s.Sent, actor: 'receiver' })).toBe(false);
  });

  it('lets deliveries between customers (GL, OO) go from Ordered to Picked without the provider', () => {
    expect(canTransition({ type: 'GL', from: s.Ordered, to: s.Picked, actor: 'sender' })).toBe(true);
    expect(canTransition({ type: 'TO', from: s.Ordered, to: s.Picked, actor: 'sender' })).toBe(false);
  });

  it('lets the receiver confirm a sent order or disagree with it', () => {
    for (const type of transactionTypeIds) {
      expect(nextStatuses({ type, from: s.Sent, actor: 'receiver' })).toEqual([s.Confirmed, s.NotAgreed]);
      expect(canTransition({ type, from: s.Sent, to: s.Confirmed, actor: 'sender' })).toBe(false);
    }
  });

  it('sorts pickups and returns at the provider: ReceivedSort → WaitForSort → Treatment → WaitForAccept', () => {
    for (const type of ['HE', 'RO']) {
      const path = [s.Sent, s.ReceivedSort, s.WaitForSort, s.Treatment, s.WaitForAccept];
      for (const [index, from] of path.slice(0, -1).entries()) {
        expect(nextStatuses({ type, from, actor: 'provider' })).toContain(path[index + 1]);
      }
      expect(nextStatuses({ type, from: s.WaitForAccept, actor: 'provider' })).toEqual([
        s.Confirmed,
        s.WaitForConfirmation,
      ]);
      expect(nextStatuses({ type, from: s.WaitForConfirmation, actor: 'sender' })).toEqual([
        s.Confirmed,
        s.NotAgreed,
      ]);
    }
  });

  it('has no sorting states for orders and deliveries (TO, GL, OO)', () => {
    for (const type of ['TO', 'GL', 'OO']) {
      expect(canTransition({ type, from: s.Sent, to: s.ReceivedSort, actor: 'provider' })).toBe(false);
    }
  });

  it('lets the provider mediate a disagreement, then either party agree or disagree again', () => {
    expect(nextStatuses({ type: 'TO', from: s.NotAgreed, actor: 'provider' })).toEqual([
      s.Confirmed,
      s.WaitForAgreement,
    ]);
    expect(nextStatuses({ type: 'TO', from: s.NotAgreed, actor: ['sender', 'receiver'] })).toEqual([]);
    expect(nextStatuses({ type: 'GL', from: s.WaitForAgreement, actor: 'receiver' })).toEqual([
      s.Confirmed,
      s.NotAgreed,
    ]);
  });

  it('ends an order in Confirmed, CancelledWaba or Replaced', () => {
    for (const type of transactionTypeIds) {
      for (const from of [s.Confirmed, s.CancelledWaba, s.Replaced]) {
        expect(nextStatuses({ type, from, actor: ['sender', 'receiver', 'provider'] })).toEqual([]);
      }
    }
  });

  it('accepts any one of several roles, and refuses unknown types and statuses', () => {
    expect(
      canTransition({ type: 'TO', from: s.Ordered, to: s.ConfirmedWaba, actor: ['sender', 'provider'] }),
    ).toBe(true);
    expect(canTransition({ type: 'XX', from: s.Web, to: s.Ordered, actor: 'sender' })).toBe(false);
    expect(canTransition({ type: 'TO', from: 99, to: s.Ordered, actor: 'receiver' })).toBe(false);
  });

  it('reaches every status from a draft for some type', () => {
    const reached = new Set<number>([s.Web]);
    for (let grew = true; grew;) {
      grew = false;
      for (const transition of orderTransitions) {
        if (reached.has(transition.from) && !reached.has(transition.to)) {
          reached.add(transition.to);
          grew = true;
        }
      }
    }
    expect(reached.size).toBe(Object.keys(s).length);
  });

  it('stamps the sent date on Sent and the receival date on arrival', () => {
    expect(datesStampedOn(s.Sent)).toEqual({ sentDate: true, receivalDate: false });
    expect(datesStampedOn(s.Confirmed)).toEqual({ sentDate: false, receivalDate: true });
    expect(datesStampedOn(s.ReceivedSort)).toEqual({ sentDate: false, receivalDate: true });
    expect(datesStampedOn(s.Picked)).toEqual({ sentDate: false, receivalDate: false });
  });
});
