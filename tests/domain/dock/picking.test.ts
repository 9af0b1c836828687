import { describe, expect, it } from 'vitest';
import { orderStatus as s } from '../../../src/domain/orders/order-statuses.ts';
import {
  missingPickedLines,
  orderPickingSchema,
  pickingPath,
  zeroPickedLines,
  type PickingLine,
} from '../../../src/domain/dock/picking.ts';

describe('the statuses a picking walks through (issue 6 item 2, spec §4)', () => {
  it('changes nothing when only saved', () => {
    expect(pickingPath(s.ConfirmedWaba, 'saved')).toEqual([]);
    expect(pickingPath(s.Picked, 'saved')).toEqual([]);
  });

  it('marks picked (3) from confirmed by the provider or, for deliveries, from ordered', () => {
    expect(pickingPath(s.ConfirmedWaba, 'picked')).toEqual([s.Picked]);
    expect(pickingPath(s.Ordered, 'picked')).toEqual([s.Picked]);
  });

  it('marks sent (4) through picked, never skipping it; from picked only sent is left', () => {
    expect(pickingPath(s.ConfirmedWaba, 'sent')).toEqual([s.Picked, s.Sent]);
    expect(pickingPath(s.Picked, 'sent')).toEqual([s.Sent]);
  });
});

describe('the lines a mark asks about (spec §5)', () => {
  const lines: PickingLine[] = [
    { lineId: 1, quantityPicked: 0 },
    { lineId: 2, quantityPicked: null },
    { lineId: 3, quantityPicked: 12 },
    { lineId: 4, quantityPicked: 0 },
  ];

  it("'Delete lines with 0 picked?' names the lines picked 0, not the empty ones", () => {
    expect(zeroPickedLines(lines).map((line) => line.lineId)).toEqual([1, 4]);
  });

  it("'Picked quantity missing' names the lines with no quantity, not those picked 0", () => {
    expect(missingPickedLines(lines).map((line) => line.lineId)).toEqual([2]);
  });
});

describe('POST orderPicking (issue 6 item 2)', () => {
  const transport = {
    carNo: 'AB 1',
    carNo2: null,
    carType: 3,
    cartman: null,
    loadText: null,
    transportText: null,
    waybillInfo: null,
    numberOfCopies: 1,
    sendDate: '2026-03-02',
  };
  const picking = {
    orderId: 1,
    version: 5,
    lines: [{ lineId: 11, quantityPicked: 28 }],
    transport,
    markAs: 'sent',
  };
  const withTransport = (change: Record<string, unknown>) => ({
    ...picking,
    transport: { ...transport, ...change },
  });

  it('takes a picking and deletes no line unless told', () => {
    const result = orderPickingSchema.safeParse(picking);
    expect(result.success).toBe(true);
    expect(result.data?.deleteZeroLines).toBe(false);
  });

  it('takes 1 to 10 copies of the waybill, refusing 0 and 11', () => {
    expect(orderPickingSchema.safeParse(withTransport({ numberOfCopies: 10 })).success).toBe(true);
    for (const numberOfCopies of [0, 11]) {
      const result = orderPickingSchema.safeParse(withTransport({ numberOfCopies }));
      expect(result.error?.issues[0]?.path).toEqual(['transport', 'numberOfCopies']);
    }
  });

  it('keeps blank texts as null and trims the others', () => {
    const result = orderPickingSchema.parse(
      withTransport({ carNo: '  ', cartman: ' Fjord ', loadText: '', transportText: undefined }),
    );
    expect(result.transport).toMatchObject({
      carNo: null,
      cartman: 'Fjord',
      loadText: null,
      transportText: null,
    });
  });

  it('refuses a send date that is not a date', () => {
    for (const sendDate of ['2026-02-30', '02.03.2026']) {
      const result = orderPickingSchema.safeParse(withTransport({ sendDate }));
      expect(result.error?.issues[0]?.path).toEqual(['transport', 'sendDate']);
    }
  });

  it('refuses a mark it does not know', () => {
    expect(orderPickingSchema.safeParse({ ...picking, markAs: 'received' }).success).toBe(false);
  });
});
