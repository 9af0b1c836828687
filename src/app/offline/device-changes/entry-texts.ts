import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isOrderStatusId } from '../../../domain/orders/order-statuses.ts';
import { orderStatusLabels } from '../../ui/order-grid/order-status-labels.ts';
import type { OutboxEntry } from '../local-db.ts';
import type { OrderCommentPayload, OrderStatusPayload } from '../outbox-kinds.ts';

const statusLabel = (i18n: I18n, id: unknown) =>
  typeof id === 'number' && isOrderStatusId(id) ? i18n._(orderStatusLabels[id]) : String(id);

/** What the change does, in the user's words: 'Status → Sent', 'Comment: …'. */
export function changeText(entry: OutboxEntry, i18n: I18n): string {
  if (entry.kind === 'orderStatus') {
    const label = statusLabel(i18n, (entry.payload as OrderStatusPayload).transactionStatusId);
    return i18n._(msg`Status → ${label}`);
  }
  if (entry.kind === 'orderComment') {
    const { text, files } = entry.payload as OrderCommentPayload;
    const count = files.length;
    return count > 0 ? i18n._(msg`Comment: ${text} (${count} files)`) : i18n._(msg`Comment: ${text}`);
  }
  return entry.kind;
}

/** The server's row of a conflict, as the user compares it with their change. */
export function serverRowText(entry: OutboxEntry, i18n: I18n): string {
  const row = entry.error?.data as { transactionStatusId?: unknown; version?: unknown } | undefined;
  if (!row) return '';
  const label = statusLabel(i18n, row.transactionStatusId);
  const version = String(row.version ?? '');
  return i18n._(msg`Status ${label}, version ${version}`);
}

export function stateText(entry: OutboxEntry, i18n: I18n): string {
  switch (entry.state) {
    case 'pending':
      return i18n._(msg`Waiting to be sent`);
    case 'sending':
      return i18n._(msg`Sending…`);
    case 'retrying':
      return i18n._(msg`Will be tried again`);
    case 'paused':
      return i18n._(msg`Log in again to send`);
    case 'conflict':
      return i18n._(msg`Changed by someone else meanwhile`);
    case 'failed':
      return i18n._(msg`Refused by the server`);
    case 'done':
      return i18n._(msg`Sent`);
  }
}
