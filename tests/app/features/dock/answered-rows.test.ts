import { describe, expect, it } from 'vitest';
import { answeredRows, withAnsweredRows } from '../../../../src/app/features/orders/dock/answered-rows.ts';
import { withDockWork } from '../../../../src/app/features/orders/dock/pending-dock-work.ts';
import { waitingCount } from '../../../../src/domain/dock/badge-counts.ts';
import { entryOf } from '../../offline/outbox-entry.ts';
import { makeOrder } from '../orders/make-order.ts';

const sent = makeOrder({ id: 1, version: 3, transactionTypeId: 'TO', transactionStatusId: 4 });
const other = makeOrder({ id: 2, version: 1, transactionStatusId: 4 });
const lists = { reception: [sent, other], expedition: [], delivery: [] };
const confirmed = { ...sent, version: 4, transactionStatusId: 5 };
/** Received in full at a store, sent and answered, not yet forgotten by the device. */
const answered = entryOf({
  kind: 'orderReception',
  state: 'done',
  baseVersion: 3,
  payload: {
    orderId: 1,
    lines: sent.transactions.map((line) => ({
      lineId: line.id,
      quantityReceived: line.quantityPicked ?? line.quantityOrdered,
      qualityId: line.qualityId,
    })),
  },
  response: confirmed,
});

describe('a sent reception stays counted as the server answered it (issue 15 item 4)', () => {
  it('takes the server’s answer of sent dock work, and nothing of work still waiting or refused', () => {
    expect(answeredRows([answered])).toEqual([confirmed]);
    expect(
      answeredRows([
        { ...answered, state: 'pending' },
        { ...answered, state: 'failed' },
      ]),
    ).toEqual([]);
  });

  it('puts the answer in place of the older copy in the kept lists, and leaves newer lists alone', () => {
    const updated = withAnsweredRows(lists, [confirmed]);
    expect(updated.reception).toEqual([confirmed, other]);
    expect(withAnsweredRows(updated, [confirmed])).toBe(updated);
  });

  it('counts the same before the device forgets the entry and after, with the answer in the list', () => {
    const atStore = { isProviderLocation: false };
    const whileDone = lists.reception.map((order) =>
      withDockWork(order, order.id === 1 ? [answered] : [], atStore),
    );
    expect(whileDone[0]?.transactionStatusId).toBe(5);
    const afterwards = withAnsweredRows(lists, [confirmed]).reception;
    expect(waitingCount('reception', whileDone)).toBe(1);
    expect(waitingCount('reception', afterwards)).toBe(1);
  });
});
