import type { ContainerDetail, ContainerHistoryEntry } from './container-register.ts';

/**
 * A container's history as one list, newest first (issue 20 item 2): its transactions by the time they
 * began, and its repair marks; at the same moment a mark comes before the transaction it followed.
 */
export function containerHistory(
  detail: Pick<ContainerDetail, 'transactions' | 'marks'>,
): ContainerHistoryEntry[] {
  const entries: ContainerHistoryEntry[] = [
    ...detail.transactions.map((transaction) => ({
      kind: 'transaction' as const,
      at: transaction.createdAt,
      transaction,
    })),
    ...detail.marks.map((mark) => ({ kind: 'mark' as const, at: mark.markedAt, mark })),
  ];
  const order = (entry: ContainerHistoryEntry) => (entry.kind === 'mark' ? 0 : 1);
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || order(a) - order(b));
}
