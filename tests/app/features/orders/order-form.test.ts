import { describe, expect, it } from 'vitest';
import {
  changeTruck,
  draftBodyOf,
  emptyOrderForm,
  formProblems,
  orderFormOf,
} from '../../../../src/app/features/orders/editor/order-form.ts';
import type { AvailableProduct } from '../../../../src/domain/products/available-products.ts';
import type { TruckType } from '../../../../src/domain/session/session-status.ts';
import { makeOrder, makeOrderLine } from './make-order.ts';

const trucks: TruckType[] = [
  { id: 1, name: 'Van', isDefault: false, tpuCount: 8, qtyHeight: 1, tpuCount2: 0, qtyHeight2: 0 },
  { id: 2, name: 'Lorry', isDefault: true, tpuCount: 18, qtyHeight: 2, tpuCount2: 0, qtyHeight2: 0 },
  { id: 3, name: 'Trailer', isDefault: false, tpuCount: 33, qtyHeight: 2, tpuCount2: 0, qtyHeight2: 0 },
];

const choice = { key: 'EUR|HT|A', productId: 'EUR', treatmentId: 'HT', qualityId: 'A' } as AvailableProduct;

describe('the order editor form (issue 4 item 3, spec §5 Ordering)', () => {
  it('starts empty on the default truck and names every missing field', () => {
    const form = emptyOrderForm(trucks);
    expect(form.carType).toBe(2);
    expect(formProblems(form, false)).toEqual(['recipient', 'sendDate', 'lines']);
    expect(formProblems({ ...form, partnerId: 5, sendDate: '2026-12-01' }, true)).toEqual([
      'lines',
      'customs',
    ]);
    const withEmptyLine = {
      ...form,
      partnerId: 5,
      sendDate: '2026-12-01',
      lines: [{ key: 'EUR|HT|A', quantity: 0 }],
    };
    expect(formProblems(withEmptyLine, false)).toEqual(['quantity']);
  });

  it('sends the chosen location as the sender of an order and the receiver of a pickup', () => {
    const form = {
      ...emptyOrderForm(trucks),
      partnerId: 7,
      sendDate: '2026-12-01',
      lines: [{ key: 'EUR|HT|A', quantity: 30 }],
    };
    const choices = new Map([[choice.key, choice]]);
    expect(draftBodyOf(form, 'TO', choices)).toMatchObject({ locationIdFrom: 7, transactionTypeId: 'TO' });
    const pickup = draftBodyOf(form, 'HE', choices, { id: 9, version: 3 });
    expect(pickup).toMatchObject({ id: 9, version: 3, locationIdTo: 7 });
    expect(pickup.lines).toEqual([{ productId: 'EUR', treatmentId: 'HT', qualityId: 'A', quantity: 30 }]);
    expect(pickup.reference).toBeNull();
  });

  it('reads a draft back with its lines under their product keys', () => {
    const order = makeOrder({ transactionTypeId: 'TO', locationIdFrom: 100, reference: 'PO-1' });
    const form = orderFormOf(order);
    expect(form.partnerId).toBe(100);
    expect(form.reference).toBe('PO-1');
    expect(form.lines).toEqual([{ key: 'EUR|HT|A', quantity: makeOrderLine().quantityOrdered }]);
  });

  it('asks for the quantities again when the truck changes height (spec §5)', () => {
    const form = { ...emptyOrderForm(trucks), lines: [{ key: 'EUR|HT|A', quantity: 30 }] };
    const sameHeight = changeTruck(form, trucks, 3);
    expect(sameHeight.quantitiesCleared).toBe(false);
    expect(sameHeight.form.lines[0]?.quantity).toBe(30);
    const lower = changeTruck(form, trucks, 1);
    expect(lower.quantitiesCleared).toBe(true);
    expect(lower.form).toMatchObject({ carType: 1, lines: [{ key: 'EUR|HT|A', quantity: 0 }] });
  });
});
