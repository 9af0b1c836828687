import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import type { OutboxEntry } from '../../../../offline/local-db.ts';

export interface PendingMarkerProps {
  /** The order's entries on this device (useDockOrder). */
  entries: readonly OutboxEntry[];
}

/**
 * Says when what the screen shows is still only on this device, or when a change of it was not taken:
 * the dock worker must not think a truck's papers reached the office when they did not.
 */
export function PendingMarker({ entries }: PendingMarkerProps) {
  const isStopped = entries.some((entry) => entry.state === 'conflict' || entry.state === 'failed');
  const isWaiting = entries.some(
    (entry) => entry.state !== 'done' && entry.state !== 'conflict' && entry.state !== 'failed',
  );
  if (isStopped) {
    return (
      <Alert color="red" role="status" variant="outline">
        <Trans>A change of this order was not accepted. See Changes on this device.</Trans>
      </Alert>
    );
  }
  if (!isWaiting) return null;
  return (
    <Alert color="orange" role="status" variant="outline">
      <Trans>Not sent yet: the change is waiting on this device.</Trans>
    </Alert>
  );
}
