import { describe, expect, it } from 'vitest';
import { orderPath, orderScreen } from '../../../src/domain/routing/order-route.ts';

const here = 10;
const elsewhere = 20;
const order = (transactionStatusId: number, transactionTypeId: string, locationIdTo: number) => ({
  transactionStatusId,
  transactionTypeId,
  locationIdTo,
});

describe('opening an order from a list (spec §2)', () => {
  it.each([2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14])(
    'opens status %i in reception when it comes here, else in expedition',
    (status) => {
      expect(orderScreen(order(status, 'GL', here), here)).toBe('reception');
      expect(orderScreen(order(status, 'GL', elsewhere), here)).toBe('expedition');
    },
  );

  it('opens other statuses of a TO in orders when it comes here, else in expedition', () => {
    for (const status of [0, 1, 5]) {
      expect(orderScreen(order(status, 'TO', here), here)).toBe('orders');
      expect(orderScreen(order(status, 'TO', elsewhere), here)).toBe('expedition');
    }
  });

  it('opens other statuses of a HE in expedition when it comes here, else in dispatch', () => {
    expect(orderScreen(order(1, 'HE', here), here)).toBe('expedition');
    expect(orderScreen(order(0, 'HE', elsewhere), here)).toBe('dispatch');
  });

  it('opens anything else in delivery', () => {
    expect(orderScreen(order(1, 'GL', here), here)).toBe('delivery');
    expect(orderScreen(order(5, 'RO', elsewhere), here)).toBe('delivery');
  });

  it('puts the order id in the route parameter', () => {
    expect(orderPath({ id: 42, ...order(4, 'HE', here) }, here)).toBe('/app/reception/42');
  });
});
