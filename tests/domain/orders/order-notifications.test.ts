import { describe, expect, it } from 'vitest';
import {
  orderNotificationKind,
  orderNotificationRecipients,
  statusMayNotify,
  type NotifiedLocation,
  type NotifiedUser,
  type OrderEvent,
} from '../../../src/domain/orders/order-notifications.ts';

const location = (
  id: number,
  customerId: number,
  emails: Partial<NotifiedLocation> = {},
): NotifiedLocation => ({
  id,
  customerId,
  emailOrderConfirmed: null,
  emailPurchaseOrder: null,
  emailReturnOrder: null,
  company: { emailOrderConfirmed: null, emailPurchase: null },
  ...emails,
});

const provider = location(1, 100, {
  emailOrderConfirmed: 'dock@provider.example',
  emailReturnOrder: 'r@p.example',
});
const shop = location(2, 200, {
  emailOrderConfirmed: 'Order@shop.example, second@shop.example',
  emailPurchaseOrder: 'buy@shop.example',
  emailReturnOrder: 'return@shop.example',
  company: {
    emailOrderConfirmed: 'order@shop.example; head@shop.example',
    emailPurchase: 'purchase@shop.example',
  },
});

const user = (
  id: number,
  customerId: number,
  locationIds: number[],
  over: Partial<NotifiedUser> = {},
): NotifiedUser => ({
  id,
  name: `User ${id}`,
  customerId,
  email: `user${id}@example.com`,
  language: 'sv-SE',
  isActive: true,
  notifyDisagree: true,
  notifyDeviation: true,
  locationIds,
  ...over,
});

const event = (statusId: number, transactionTypeId: string, over: Partial<OrderEvent> = {}): OrderEvent => ({
  statusId,
  transactionTypeId,
  hasShortfall: false,
  from: provider,
  to: shop,
  ...over,
});

const addresses = (e: OrderEvent, users: NotifiedUser[] = []) =>
  orderNotificationRecipients(e, users).map((recipient) => recipient.address);

describe('who an order notification mails (issue 17 item 7)', () => {
  it('notes only the statuses that can mail', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 12, 13, 14].filter(statusMayNotify)).toEqual([1, 2, 6, 13]);
  });

  it('names the kind by status and type', () => {
    expect(orderNotificationKind(event(2, 'TO'))).toBe('order-confirmed');
    expect(orderNotificationKind(event(2, 'RO'))).toBeNull();
    expect(orderNotificationKind(event(1, 'TO'))).toBe('purchase-order');
    expect(orderNotificationKind(event(1, 'RO'))).toBe('return-order');
    expect(orderNotificationKind(event(1, 'HE'))).toBeNull();
    expect(orderNotificationKind(event(6, 'GL'))).toBe('order-disagreement');
    expect(orderNotificationKind(event(13, 'RO'))).toBeNull();
    expect(orderNotificationKind(event(13, 'RO', { hasShortfall: true }))).toBe('order-deviation');
  });

  it("mails a confirmation to the to-location's and its company's addresses, each once", () => {
    const recipients = orderNotificationRecipients(event(2, 'TO'), []);
    expect(recipients.map((r) => r.address)).toEqual([
      'Order@shop.example',
      'second@shop.example',
      'head@shop.example',
    ]);
    expect(recipients.every((r) => r.customerId === 200 && r.language === null && r.name === null)).toBe(
      true,
    );
  });

  it('mails a purchase order to the to-location and company, a return order to the from-location', () => {
    expect(addresses(event(1, 'TO'))).toEqual(['buy@shop.example', 'purchase@shop.example']);
    const ro = event(1, 'RO', { from: shop, to: provider });
    expect(addresses(ro)).toEqual(['return@shop.example']);
    expect(orderNotificationRecipients(ro, [])[0]!.customerId).toBe(200);
  });

  it('mails a disagreement to the switched-on active users of either side, in their language', () => {
    const users = [
      user(1, 100, [1], { language: 'fi-FI' }),
      user(2, 200, [9, 2]),
      user(3, 200, [2], { notifyDisagree: false }),
      user(4, 200, [2], { isActive: false }),
      user(5, 200, [2], { email: '  ' }),
      user(6, 300, [2]),
      user(7, 200, [8]),
      user(8, 200, [2], { email: 'USER2@example.com' }),
    ];
    const recipients = orderNotificationRecipients(event(6, 'TO'), users);
    expect(recipients.map((r) => [r.address, r.customerId, r.language, r.name])).toEqual([
      ['user1@example.com', 100, 'fi-FI', 'User 1'],
      ['user2@example.com', 200, 'sv-SE', 'User 2'],
    ]);
  });

  it("mails a sorting shortfall to the from-location's users with the deviation switch", () => {
    const users = [user(1, 100, [1]), user(2, 200, [2]), user(3, 200, [2], { notifyDeviation: false })];
    const e = event(13, 'RO', { hasShortfall: true, from: shop, to: provider });
    expect(addresses(e, users)).toEqual(['user2@example.com']);
    expect(addresses(event(13, 'RO', { from: shop, to: provider }), users)).toEqual([]);
  });
});
