import type { Alert } from '../session/session-status.ts';

/**
 * Where opening an alert goes (issue 19 item 4): Support to the ticket, Message to the message, Log to
 * the log entry; an Order opens the screen its status, type and destination choose (spec §2, so the
 * order is read first), an Invoice its page under Reports (which needs the invoice's type).
 */
export type AlertTarget =
  | { kind: 'path'; path: string }
  | { kind: 'order'; orderId: number }
  | { kind: 'invoice'; invoiceId: number };

export function alertTarget(alert: Pick<Alert, 'source' | 'sourceId'>): AlertTarget | null {
  const id = alert.sourceId;
  if (id === null) return alert.source === 'Message' ? { kind: 'path', path: '/app/messages' } : null;
  switch (alert.source) {
    case 'Support':
      return { kind: 'path', path: `/app/support/tickets/${id}` };
    case 'Message':
      return { kind: 'path', path: `/app/messages/${id}` };
    case 'Log':
      return { kind: 'path', path: `/app/global/log/${id}` };
    case 'Order':
      return { kind: 'order', orderId: id };
    case 'Invoice':
      return { kind: 'invoice', invoiceId: id };
  }
}
