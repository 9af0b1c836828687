import { describe, expect, it } from 'vitest';
import {
  customsChangeRefusal,
  isWaitingOnCustoms,
  orderCustomsChangeSchema,
  type CustomsActor,
  type CustomsOrder,
} from '../../../src/domain/orders/order-customs.ts';

const order = (overrides: Partial<CustomsOrder> = {}): CustomsOrder => ({
  transactionStatusId: 1,
  customsHandler: 'kgh',
  customsStatus: 'pending',
  ...overrides,
});
const provider: CustomsActor = { isProviderOrGlobal: true, isOrderingCustomer: false };
const customer: CustomsActor = { isProviderOrGlobal: false, isOrderingCustomer: true };
const bystander: CustomsActor = { isProviderOrGlobal: false, isOrderingCustomer: false };

describe('who may set an order’s customs (spec §1, §3 Customs)', () => {
  it('lets the ordering customer choose the handler while the order is a draft', () => {
    const draft = order({ transactionStatusId: 0, customsHandler: 'required', customsStatus: '' });
    expect(customsChangeRefusal(draft, customer, { customsHandler: 'kgh' })).toBeNull();
    expect(customsChangeRefusal(order(), customer, { customsHandler: 'self' })).toBe('notEditable');
  });

  it('keeps the handler the customer’s: provider staff and others may not choose it', () => {
    const draft = order({ transactionStatusId: 0 });
    expect(customsChangeRefusal(draft, provider, { customsHandler: 'none' })).toBe('notAllowed');
    expect(customsChangeRefusal(draft, bystander, { customsHandler: 'none' })).toBe('notAllowed');
  });

  it('lets provider staff and global admins set any status on an open order with customs', () => {
    for (const customsStatus of ['', 'pending', 'done'] as const) {
      expect(customsChangeRefusal(order({ customsStatus: null }), provider, { customsStatus })).toBeNull();
    }
  });

  it('lets a customer who declares themselves mark the declaration done, and nothing else', () => {
    const own = order({ customsHandler: 'self' });
    expect(customsChangeRefusal(own, customer, { customsStatus: 'done' })).toBeNull();
    expect(customsChangeRefusal(own, customer, { customsStatus: '' })).toBe('notAllowed');
    expect(customsChangeRefusal(order(), customer, { customsStatus: 'done' })).toBe('notAllowed');
    expect(customsChangeRefusal(own, bystander, { customsStatus: 'done' })).toBe('notAllowed');
  });

  it('refuses a status on an order without customs, and any change on a cancelled or replaced one', () => {
    const none = order({ customsHandler: 'none', customsStatus: '' });
    expect(customsChangeRefusal(none, provider, { customsStatus: 'pending' })).toBe('noCustoms');
    expect(customsChangeRefusal(order({ customsHandler: null }), provider, { customsStatus: 'done' })).toBe(
      'noCustoms',
    );
    for (const transactionStatusId of [7, 8]) {
      expect(customsChangeRefusal(order({ transactionStatusId }), provider, { customsStatus: 'done' })).toBe(
        'notEditable',
      );
    }
  });

  it('accepts a change that names the handler or the status, and refuses one that names neither', () => {
    expect(orderCustomsChangeSchema.safeParse({ id: 1, version: 1, customsStatus: 'done' }).success).toBe(
      true,
    );
    const empty = orderCustomsChangeSchema.safeParse({ id: 1, version: 1 });
    expect(empty.error?.issues[0]?.path).toEqual(['customsStatus']);
    expect(orderCustomsChangeSchema.safeParse({ id: 1, version: 1, customsStatus: 'x' }).success).toBe(false);
  });
});

describe('the order list’s customs badge (issue 21 item 2)', () => {
  it('marks orders whose customs are required but undeclared, or pending', () => {
    expect(isWaitingOnCustoms(order({ customsHandler: 'required', customsStatus: '' }))).toBe(true);
    expect(isWaitingOnCustoms(order({ customsHandler: 'kgh', customsStatus: 'pending' }))).toBe(true);
    expect(isWaitingOnCustoms(order({ customsHandler: 'self', customsStatus: 'done' }))).toBe(false);
    expect(isWaitingOnCustoms(order({ customsHandler: 'required', customsStatus: 'done' }))).toBe(false);
    expect(isWaitingOnCustoms(order({ customsHandler: 'kgh', customsStatus: '' }))).toBe(false);
    expect(isWaitingOnCustoms(order({ customsHandler: 'none', customsStatus: '' }))).toBe(false);
    expect(isWaitingOnCustoms(order({ customsHandler: null, customsStatus: null }))).toBe(false);
    expect(isWaitingOnCustoms(order({ transactionStatusId: 7 }))).toBe(false);
  });
});
