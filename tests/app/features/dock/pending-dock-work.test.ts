import { describe, expect, it } from 'vitest';
import { withDockWork } from '../../../../src/app/features/orders/dock/pending-dock-work.ts';
import type { OutboxEntry } from '../../../../src/app/offline/local-db.ts';
import type { OrderPickingPayload, OrderReceptionPayload } from '../../../../src/app/offline/outbox-kinds.ts';
import type { OrderRow } from '../../../../src/domain/orders/order-list.ts';
import { entryOf } from '../../offline/outbox-entry.ts';
import { makeOrder, makeOrderLine } from '../orders/make-order.ts';

const atProvider = { isProviderLocation: true };
const elsewhere = { isProviderLocation: false };

/** Order 1 at version 5: 28 of 30 picked on line 11 (quality A), 12 ordered on line 12 (quality B). */
function makeDockOrder(overrides: Partial<OrderRow> = {}): OrderRow {
  return makeOrder({
    id: 1,
    version: 5,
    transactionStatusId: 4,
    transactions: [
      makeOrderLine({ id: 11, qualityId: 'A', quantityOrdered: 30, quantityPicked: 28 }),
      makeOrderLine({ id: 12, qualityId: 'B', quantityOrdered: 12, quantityPicked: null }),
    ],
    ...overrides,
  });
}

const receptionOf = (
  lines: OrderReceptionPayload['lines'],
  overrides: Partial<OutboxEntry> = {},
): OutboxEntry =>
  entryOf({ kind: 'orderReception', payload: { orderId: 1, lines }, baseVersion: 5, ...overrides });

const asSent = [
  { lineId: 11, quantityReceived: 28, qualityId: 'A' },
  { lineId: 12, quantityReceived: 12, qualityId: 'B' },
];

const transport: OrderPickingPayload['transport'] = {
  carNo: 'AB 1',
  carNo2: 'TR 9',
  carType: 4,
  cartman: 'Fjord',
  loadText: 'Back',
  transportText: 'Careful',
  waybillInfo: 'Dry',
  numberOfCopies: 2,
  sendDate: '2026-03-04',
};

const pickingOf = (
  payload: Partial<OrderPickingPayload>,
  overrides: Partial<OutboxEntry> = {},
): OutboxEntry =>
  entryOf({
    kind: 'orderPicking',
    payload: {
      orderId: 1,
      lines: [
        { lineId: 11, quantityPicked: 28 },
        { lineId: 12, quantityPicked: 0 },
      ],
      deleteZeroLines: false,
      transport,
      markAs: 'sent',
      ...payload,
    } satisfies OrderPickingPayload,
    baseVersion: 5,
    ...overrides,
  });

const lineFacts = (order: OrderRow) =>
  order.transactions.map(({ id, quantityPicked, quantityDelivered, qualityIdReceived }) => ({
    id,
    quantityPicked,
    quantityDelivered,
    qualityIdReceived,
  }));

describe('an order with the dock work waiting on this device (issue 6 item 4)', () => {
  it('shows a reception that differs as a disagreement with the recipient registered (spec §4)', () => {
    const reception = receptionOf([
      { lineId: 11, quantityReceived: 26, qualityId: 'A' },
      { lineId: 12, quantityReceived: 12, qualityId: 'C' },
    ]);
    const shown = withDockWork(makeDockOrder({ transactionTypeId: 'HE' }), [reception], atProvider);

    expect(shown.transactionStatusId).toBe(6);
    expect(shown.isReceiverRegistered).toBe(true);
    expect(lineFacts(shown)).toEqual([
      { id: 11, quantityPicked: 28, quantityDelivered: 26, qualityIdReceived: 'A' },
      { id: 12, quantityPicked: null, quantityDelivered: 12, qualityIdReceived: 'C' },
    ]);
  });

  it("shows a pickup received as sent at a provider as 'Arrived not sorted' (12), elsewhere confirmed (5)", () => {
    const pickup = makeDockOrder({ transactionTypeId: 'HE' });
    const atProviderShown = withDockWork(pickup, [receptionOf(asSent)], atProvider);
    expect(atProviderShown.transactionStatusId).toBe(12);
    expect(atProviderShown.isReceiverRegistered).toBe(false);
    expect(lineFacts(atProviderShown).map((line) => line.quantityDelivered)).toEqual([28, 12]);

    expect(withDockWork(pickup, [receptionOf(asSent)], elsewhere).transactionStatusId).toBe(5);
    expect(withDockWork(makeDockOrder(), [receptionOf(asSent)], atProvider).transactionStatusId).toBe(5);
  });

  it('shows a picking marked sent: picked quantities, the truck and texts, the send date, status 4', () => {
    const order = makeDockOrder({ transactionStatusId: 2, dateSend: '2026-03-02' });
    const shown = withDockWork(order, [pickingOf({})], elsewhere);

    expect(shown.transactionStatusId).toBe(4);
    expect(lineFacts(shown).map(({ id, quantityPicked }) => ({ id, quantityPicked }))).toEqual([
      { id: 11, quantityPicked: 28 },
      { id: 12, quantityPicked: 0 },
    ]);
    expect(shown).toMatchObject({
      carNo: 'AB 1',
      carNo2: 'TR 9',
      carType: 4,
      cartman: 'Fjord',
      loadText: 'Back',
      transportText: 'Careful',
      waybillInfo: 'Dry',
      numberOfCopies: 2,
      dateSend: '2026-03-04',
    });
  });

  it('removes the lines picked 0 only when the user agreed to delete them', () => {
    const order = makeDockOrder({ transactionStatusId: 2 });
    const agreed = withDockWork(order, [pickingOf({ deleteZeroLines: true })], elsewhere);
    expect(agreed.transactions.map((line) => line.id)).toEqual([11]);
  });

  it('keeps the status of a picking only saved, and the send date when none was given', () => {
    const order = makeDockOrder({ transactionStatusId: 2, dateSend: '2026-03-02' });
    const saved = pickingOf({ markAs: 'saved', transport: { ...transport, sendDate: null } });
    const shown = withDockWork(order, [saved], elsewhere);
    expect(shown.transactionStatusId).toBe(2);
    expect(shown.dateSend).toBe('2026-03-02');
    expect(withDockWork(order, [pickingOf({ markAs: 'picked' })], elsewhere).transactionStatusId).toBe(3);
  });

  it('applies a status change and the work after it in the order it was made', () => {
    const order = makeDockOrder({ transactionStatusId: 3 });
    const status = entryOf({ payload: { orderId: 1, transactionStatusId: 2 }, baseVersion: 5 });
    // From 2 (not 3) the picking walks through picked to sent.
    const shown = withDockWork(order, [status, pickingOf({ markAs: 'sent' })], elsewhere);
    expect(shown.transactionStatusId).toBe(4);
    expect(withDockWork(order, [status], elsewhere).transactionStatusId).toBe(2);
  });

  it('does not apply work in conflict or refused by the server', () => {
    const order = makeDockOrder({ transactionTypeId: 'HE' });
    for (const state of ['conflict', 'failed'] as const) {
      const entries = [
        receptionOf([{ lineId: 11, quantityReceived: 1, qualityId: 'A' }], { state }),
        pickingOf({ markAs: 'sent', deleteZeroLines: true }, { state }),
        entryOf({ payload: { orderId: 1, transactionStatusId: 9 }, state }),
      ];
      expect(withDockWork(order, entries, atProvider)).toEqual(order);
    }
  });

  it('does not apply again a sent change the row already holds (a newer version)', () => {
    const order = makeDockOrder({ transactionTypeId: 'HE', version: 6 });
    const sentEarlier = receptionOf([{ lineId: 11, quantityReceived: 1, qualityId: 'A' }], {
      state: 'done',
      baseVersion: 5,
    });
    expect(withDockWork(order, [sentEarlier], atProvider)).toEqual(order);

    // The row was read before the change reached the server: the change still shows.
    const stale = makeDockOrder({ transactionTypeId: 'HE', version: 5 });
    expect(withDockWork(stale, [sentEarlier], atProvider).transactionStatusId).toBe(6);
  });
});
