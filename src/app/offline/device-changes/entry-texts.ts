import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isContainerStatus } from '../../../domain/containers/container-status.ts';
import { isOrderStatusId } from '../../../domain/orders/order-statuses.ts';
import { containerStatusLabels } from '../../ui/container-status/container-status-labels.ts';
import { orderStatusLabels } from '../../ui/order-grid/order-status-labels.ts';
import type { OutboxEntry } from '../local-db.ts';
import type {
  ContainerStatusPayload,
  CountingReportsPayload,
  DirectReceptionPayload,
  ExternalLocationPayload,
  GoodsDeliveryPayload,
  OrderCommentPayload,
  OrderPickingPayload,
  OrderReceptionPayload,
  OrderStatusPayload,
  PalletReceiptPayload,
} from '../outbox-kinds.ts';

const pallets = (lines: readonly { quantity: number }[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

/** The dock's writes (issue 6), each in one line. */
function dockChangeText(entry: OutboxEntry, i18n: I18n): string | null {
  switch (entry.kind) {
    case 'orderReception': {
      const received = (entry.payload as OrderReceptionPayload).lines.reduce(
        (sum, line) => sum + line.quantityReceived,
        0,
      );
      return i18n._(msg`Reception: ${received} received`);
    }
    case 'orderPicking': {
      const { markAs, lines } = entry.payload as OrderPickingPayload;
      const picked = lines.reduce((sum, line) => sum + (line.quantityPicked ?? 0), 0);
      if (markAs === 'sent') return i18n._(msg`Picking: ${picked} picked, marked sent`);
      if (markAs === 'picked') return i18n._(msg`Picking: ${picked} picked, marked picked`);
      return i18n._(msg`Picking: ${picked} picked, saved`);
    }
    case 'directReception': {
      const count = pallets((entry.payload as DirectReceptionPayload).lines);
      return i18n._(msg`Direct reception: ${count} pallets`);
    }
    case 'goodsDelivery': {
      const count = pallets((entry.payload as GoodsDeliveryPayload).lines);
      return i18n._(msg`Goods delivery: ${count} pallets`);
    }
    case 'externalLocation': {
      const { name, number } = entry.payload as ExternalLocationPayload;
      return i18n._(msg`New external location: ${name} (${number})`);
    }
  }
  return null;
}

/** Pallet receipts and counting (issue 7), each in one line. */
function countChangeText(entry: OutboxEntry, i18n: I18n): string | null {
  switch (entry.kind) {
    case 'palletReceipt': {
      const { variant, lines, signature } = entry.payload as PalletReceiptPayload;
      const signer = signature.signerName;
      if (variant === 'inventory') {
        const counted = lines.reduce((sum, line) => sum + (line.counted ?? 0), 0);
        return i18n._(msg`Pallet receipt (stock count): ${counted} counted, signed by ${signer}`);
      }
      const inbound = lines.reduce((sum, line) => sum + line.inbound, 0);
      const outbound = lines.reduce((sum, line) => sum + line.outbound, 0);
      return i18n._(msg`Pallet receipt: ${inbound} in, ${outbound} out, signed by ${signer}`);
    }
    case 'countingReports': {
      const count = (entry.payload as CountingReportsPayload).reports.length;
      return i18n._(msg`Counting: ${count} products counted`);
    }
    case 'countingReportConfirm':
      return i18n._(msg`Counting report confirmed`);
    case 'countingReportDelete':
      return i18n._(msg`Counting report deleted`);
  }
  return null;
}

const statusLabel = (i18n: I18n, id: unknown) =>
  typeof id === 'number' && isOrderStatusId(id) ? i18n._(orderStatusLabels[id]) : String(id);

/** Repair marks on containers (issue 20 item 2), in one line. */
function containerChangeText(entry: OutboxEntry, i18n: I18n): string | null {
  if (entry.kind !== 'containerStatus') return null;
  const { number, status, reason } = entry.payload as ContainerStatusPayload;
  return status === 'NeedsRepair'
    ? i18n._(msg`Container ${number} marked for repair: ${reason}`)
    : i18n._(msg`Container ${number} marked as repaired: ${reason}`);
}

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
  return (
    dockChangeText(entry, i18n) ??
    countChangeText(entry, i18n) ??
    containerChangeText(entry, i18n) ??
    entry.kind
  );
}

/** The server's row of a conflict, as the user compares it with their change. */
export function serverRowText(entry: OutboxEntry, i18n: I18n): string {
  const row = entry.error?.data as
    { transactionStatusId?: unknown; status?: unknown; version?: unknown } | undefined;
  if (!row) return '';
  if (entry.kind === 'containerStatus') {
    const status = row.status;
    const label = isContainerStatus(status) ? i18n._(containerStatusLabels[status]) : String(status);
    const version = String(row.version ?? '');
    return i18n._(msg`Status ${label}, version ${version}`);
  }
  const label = statusLabel(i18n, row.transactionStatusId);
  const version = String(row.version ?? '');
  return i18n._(msg`Status ${label}, version ${version}`);
}

/** An entry's state; offline nothing is tried, so a failed try waits for the network, not a retry. */
export function stateText(entry: OutboxEntry, i18n: I18n, isOnline: boolean): string {
  switch (entry.state) {
    case 'pending':
      return i18n._(msg`Waiting to be sent`);
    case 'sending':
      return i18n._(msg`Sending…`);
    case 'retrying':
      return isOnline ? i18n._(msg`Will be tried again`) : i18n._(msg`Will be sent when the network is back`);
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
