import { describe, expect, it } from 'vitest';
import { alertTarget } from '../../../src/domain/alerts/alert-target.ts';

describe('opening an alert goes to its source (issue 19 item 4, spec §3 Alert)', () => {
  it('opens a Support alert at the ticket, a Message at the message, a Log at the log entry', () => {
    expect(alertTarget({ source: 'Support', sourceId: 7 })).toEqual({
      kind: 'path',
      path: '/app/support/tickets/7',
    });
    expect(alertTarget({ source: 'Message', sourceId: 3 })).toEqual({
      kind: 'path',
      path: '/app/messages/3',
    });
    expect(alertTarget({ source: 'Log', sourceId: 42 })).toEqual({
      kind: 'path',
      path: '/app/global/log/42',
    });
  });

  it('reads an Order or Invoice first: the screen depends on the order, the page on the invoice type', () => {
    expect(alertTarget({ source: 'Order', sourceId: 5 })).toEqual({ kind: 'order', orderId: 5 });
    expect(alertTarget({ source: 'Invoice', sourceId: 9 })).toEqual({ kind: 'invoice', invoiceId: 9 });
  });

  it('opens the message list for a message alert without a message, and nothing for other sources', () => {
    expect(alertTarget({ source: 'Message', sourceId: null })).toEqual({
      kind: 'path',
      path: '/app/messages',
    });
    expect(alertTarget({ source: 'Log', sourceId: null })).toBeNull();
  });
});
