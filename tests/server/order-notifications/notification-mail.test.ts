import { describe, expect, it } from 'vitest';
import { orderNotificationKinds } from '../../../src/domain/orders/order-notifications.ts';
import { locales } from '../../../src/domain/shared/locales.ts';
import { orderNotificationMail } from '../../../src/server/modules/order-notifications/notification-mail.ts';

const order = {
  id: 42,
  marketId: 'no',
  orderNo: '2611250007',
  transactionTypeId: 'RO',
  fromName: 'Lillehammer <Sør>',
  toName: 'Paller Gardermoen',
  sendDate: '2026-11-27',
  lines: [
    {
      productId: 'EUR',
      productNames: { 'nb-NO': 'EUR-pall', 'en-US': 'EUR pallet' },
      quantityOrdered: 30,
      quantityPicked: 28,
      quantityDelivered: 20,
    },
  ],
};

describe('order notification mail (issue 17 item 7)', () => {
  it('has every kind in every language, with the facts and a link to the order', () => {
    for (const language of locales) {
      const subjects = new Set<string>();
      for (const kind of orderNotificationKinds) {
        const mail = orderNotificationMail({
          order,
          recipient: { kind, address: 'a@example.com', customerId: 7, language, name: 'Kari' },
          marketLanguage: 'nb-NO',
          publicUrl: 'https://portal.example',
        });
        expect(mail).toMatchObject({ kind, language, customerId: 7, to: 'a@example.com', createdBy: null });
        expect(mail.subject).toContain(order.orderNo);
        expect(mail.text).toContain('Kari');
        expect(mail.text).toContain('https://portal.example/app/orders/42');
        expect(mail.text).toContain('2026-11-27');
        expect(mail.html).toContain('Lillehammer &lt;Sør&gt;');
        subjects.add(mail.subject);
      }
      expect(subjects.size, language).toBe(orderNotificationKinds.length);
    }
  });

  it("writes to a location's address in the market's language and shows a shortfall as sent and received", () => {
    const mail = orderNotificationMail({
      order,
      recipient: {
        kind: 'order-deviation',
        address: 'a@example.com',
        customerId: 7,
        language: null,
        name: null,
      },
      marketLanguage: 'nb-NO',
      publicUrl: 'https://portal.example',
    });
    expect(mail.language).toBe('nb-NO');
    expect(mail.text.startsWith('Hei,')).toBe(true);
    expect(mail.text).toContain('EUR-pall: sendt 28, mottatt 20');
    expect(mail.subject).toBe(`Avvik ved sortering av ordre ${order.orderNo}`);
  });
});
