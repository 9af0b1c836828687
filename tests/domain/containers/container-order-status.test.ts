import { describe, expect, it } from 'vitest';
import {
  canChangeContainerOrder,
  containerOrderStatuses,
  isProviderOnlyStatus,
  nextContainerOrderStatuses,
} from '../../../src/domain/containers/container-order-status.ts';
import { containerOrderInputSchema } from '../../../src/domain/containers/container-order-input.ts';
import { rentalInputSchema, rentalOpenSchema } from '../../../src/domain/containers/rental-input.ts';

describe('container order statuses (issue 20 item 3)', () => {
  it('are Open by default, then Confirmed, Delivered or Cancelled by the provider', () => {
    expect(containerOrderStatuses[0]).toBe('Open');
    expect(nextContainerOrderStatuses('Open', 'provider')).toEqual(['Confirmed', 'Delivered', 'Cancelled']);
    expect(nextContainerOrderStatuses('Confirmed', 'provider')).toEqual(['Delivered', 'Cancelled']);
    expect(nextContainerOrderStatuses('Delivered', 'provider')).toEqual([]);
    expect(nextContainerOrderStatuses('Cancelled', 'provider')).toEqual([]);
  });

  it('let the customer cancel only its Open order', () => {
    expect(canChangeContainerOrder('Open', 'Cancelled', 'customer')).toBe(true);
    expect(canChangeContainerOrder('Confirmed', 'Cancelled', 'customer')).toBe(false);
    expect(canChangeContainerOrder('Open', 'Confirmed', 'customer')).toBe(false);
    expect(isProviderOnlyStatus('Confirmed')).toBe(true);
    expect(isProviderOnlyStatus('Cancelled')).toBe(false);
  });
});

describe('container order and rental payloads', () => {
  const order = {
    containerTypeId: 'PB1200',
    count: 2,
    deliveryDate: '2027-03-02',
    deliveryAddress: 'Robsrudskogen 15, 1470 Lørenskog',
  };

  it('accept a whole order and refuse counts out of range', () => {
    expect(containerOrderInputSchema.safeParse(order).success).toBe(true);
    for (const count of [0, 100, 1.5, '2']) {
      expect(containerOrderInputSchema.safeParse({ ...order, count }).success).toBe(false);
    }
    expect(containerOrderInputSchema.safeParse({ ...order, deliveryDate: '2.3.2027' }).success).toBe(false);
    expect(containerOrderInputSchema.safeParse({ ...order, deliveryAddress: ' ' }).success).toBe(false);
  });

  it('refuse a rental ending before it starts, and a container named twice', () => {
    const rental = { containerTypeId: 'RC800', count: 1, startDate: '2027-03-02' };
    expect(rentalInputSchema.safeParse(rental).success).toBe(true);
    expect(rentalInputSchema.safeParse({ ...rental, endDate: '2027-03-01' }).success).toBe(false);
    expect(rentalOpenSchema.safeParse({ id: 1, containerIds: [4, 4], version: 1 }).success).toBe(false);
    expect(rentalOpenSchema.safeParse({ id: 1, containerIds: [4, 5], version: 1 }).success).toBe(true);
  });
});
