import { describe, expect, it } from 'vitest';
import { orderActors, readReach, writeReach } from '../../../src/domain/orders/order-actors.ts';

const user = { isGlobalAdmin: false, isProvider: false, isCustomerAdmin: false };

describe('who may change orders, and in which role (issue 4 status machine, review)', () => {
  it('gives provider staff and global admins the market, customer admins the customer, others their locations', () => {
    expect(writeReach({ ...user, isProvider: true })).toBe('market');
    expect(writeReach({ ...user, isGlobalAdmin: true })).toBe('market');
    expect(writeReach({ ...user, isCustomerAdmin: true })).toBe('customer');
    expect(writeReach(user)).toBe('locations');
  });

  it('lets a user reporting at customer level read the whole customer, yet change only their locations', () => {
    const reader = { ...user, reportLevel: 0 };
    expect(readReach(reader)).toBe('locations');
    expect(readReach({ ...reader, reportLevel: 1 })).toBe('customer');
    expect(writeReach(reader)).toBe('locations');
    expect(readReach({ ...reader, isCustomerAdmin: true })).toBe('customer');
    expect(readReach({ ...reader, reportLevel: 2, isProvider: true })).toBe('market');
  });

  it('makes a user sender, receiver or both by their own locations, and provider when market-wide', () => {
    const order = { locationIdFrom: 1, locationIdTo: 2 };
    expect(orderActors(order, (id) => id === 1, false)).toEqual(['sender']);
    expect(orderActors(order, (id) => id === 2, false)).toEqual(['receiver']);
    expect(orderActors(order, () => true, true)).toEqual(['sender', 'receiver', 'provider']);
    expect(orderActors(order, () => false, false)).toEqual([]);
  });
});
