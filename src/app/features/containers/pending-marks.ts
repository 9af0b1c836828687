import type { ContainerSummary } from '../../../domain/containers/container-register.ts';
import type { OutboxEntry } from '../../offline/local-db.ts';
import type { ContainerStatusPayload } from '../../offline/outbox-kinds.ts';

/** Entries that will still reach the server by themselves, or reached it after this row was read. */
export function isStillAhead(entry: OutboxEntry, row: Pick<ContainerSummary, 'version'>): boolean {
  if (entry.kind !== 'containerStatus') return false;
  if (entry.state === 'conflict' || entry.state === 'failed') return false;
  if (entry.state === 'done') return entry.baseVersion !== null && row.version <= entry.baseVersion;
  return true;
}

/** The user's marks of this container not yet on the server, oldest first. */
export function pendingMarksOf(entries: readonly OutboxEntry[], row: ContainerSummary): OutboxEntry[] {
  return entries.filter(
    (entry) => (entry.payload as ContainerStatusPayload).id === row.id && isStillAhead(entry, row),
  );
}

/**
 * The container as this device knows it: the server's row with the user's unsent marks applied (the
 * local copy). Refreshing the row from the server never hides a mark that is still waiting.
 */
export function withPendingMarks<T extends ContainerSummary>(row: T, entries: readonly OutboxEntry[]): T {
  const last = pendingMarksOf(entries, row).at(-1);
  if (!last) return row;
  const { status } = last.payload as ContainerStatusPayload;
  return status === row.status ? row : { ...row, status };
}
