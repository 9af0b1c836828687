import { describe, expect, it } from 'vitest';
import { orderStatus as s } from '../../../src/domain/orders/order-statuses.ts';
import {
  orderReceptionSchema,
  receptionDiffers,
  receptionOutcome,
  sentQuantityOf,
  type ReceptionLine,
  type SentLine,
} from '../../../src/domain/dock/reception.ts';

function sentLine(overrides: Partial<SentLine> = {}): SentLine {
  return { id: 11, qualityId: 'A', quantityOrdered: 30, quantityPicked: 28, ...overrides };
}

/** Two lines sent: 28 picked of 30 ordered in A, and 12 ordered, not picked, in B. */
const sent = [sentLine(), sentLine({ id: 12, qualityId: 'B', quantityOrdered: 12, quantityPicked: null })];
const asSent: ReceptionLine[] = [
  { lineId: 11, quantityReceived: 28, qualityId: 'A' },
  { lineId: 12, quantityReceived: 12, qualityId: 'B' },
];

describe('what the sender sent on a line (issue 6 item 1)', () => {
  it('is the picked quantity, else the ordered one', () => {
    expect(sentQuantityOf({ quantityOrdered: 30, quantityPicked: 28 })).toBe(28);
    expect(sentQuantityOf({ quantityOrdered: 30, quantityPicked: null })).toBe(30);
    // 0 picked is a quantity the sender gave, not a missing one.
    expect(sentQuantityOf({ quantityOrdered: 30, quantityPicked: 0 })).toBe(0);
  });
});

describe('whether a reception differs from what was sent (issue 6 item 1)', () => {
  it('does not when every line arrived as sent, in any order', () => {
    expect(receptionDiffers(sent, asSent)).toBe(false);
    expect(receptionDiffers(sent, [...asSent].reverse())).toBe(false);
  });

  it('does when a quantity differs on a line, fewer or more', () => {
    expect(receptionDiffers(sent, [{ ...asSent[0]!, quantityReceived: 26 }, asSent[1]!])).toBe(true);
    expect(receptionDiffers(sent, [asSent[0]!, { ...asSent[1]!, quantityReceived: 13 }])).toBe(true);
  });

  it('does when a line arrived in another quality', () => {
    expect(receptionDiffers(sent, [asSent[0]!, { ...asSent[1]!, qualityId: 'A' }])).toBe(true);
  });

  it('does when a sent line is missing from the reception', () => {
    expect(receptionDiffers(sent, [asSent[0]!])).toBe(true);
  });
});

describe('the status a reception leaves the order in (issue 6 item 1, spec §4)', () => {
  it('is a disagreement (6) when what arrived differs, whatever the type and place', () => {
    for (const transactionTypeId of ['TO', 'HE', 'RO', 'GL', 'OO']) {
      for (const receivedAtProvider of [true, false]) {
        expect(receptionOutcome({ transactionTypeId, receivedAtProvider, differs: true })).toBe(s.NotAgreed);
      }
    }
  });

  it("is 'Arrived not sorted' (12) for a pickup or return received as sent at a provider", () => {
    expect(receptionOutcome({ transactionTypeId: 'HE', receivedAtProvider: true, differs: false })).toBe(
      s.ReceivedSort,
    );
    expect(receptionOutcome({ transactionTypeId: 'RO', receivedAtProvider: true, differs: false })).toBe(
      s.ReceivedSort,
    );
  });

  it('is confirmed (5) for an order (TO), and for a pickup received as sent away from a provider', () => {
    expect(receptionOutcome({ transactionTypeId: 'TO', receivedAtProvider: true, differs: false })).toBe(
      s.Confirmed,
    );
    expect(receptionOutcome({ transactionTypeId: 'TO', receivedAtProvider: false, differs: false })).toBe(
      s.Confirmed,
    );
    expect(receptionOutcome({ transactionTypeId: 'HE', receivedAtProvider: false, differs: false })).toBe(
      s.Confirmed,
    );
  });
});

describe('POST orderReception (issue 6 item 1)', () => {
  const reception = { orderId: 1, version: 5, lines: asSent };

  it('takes every line named once', () => {
    expect(orderReceptionSchema.safeParse(reception).success).toBe(true);
  });

  it('refuses a line named twice, pointing at the repeat', () => {
    const result = orderReceptionSchema.safeParse({ ...reception, lines: [...asSent, asSent[0]!] });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['lines', 2], message: 'names a line twice' }),
    ]);
  });

  it('refuses a negative received quantity', () => {
    const result = orderReceptionSchema.safeParse({
      ...reception,
      lines: [{ ...asSent[0]!, quantityReceived: -1 }, asSent[1]!],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['lines', 0, 'quantityReceived']);
  });
});
