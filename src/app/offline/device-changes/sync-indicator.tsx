import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useSyncSummary } from '../use-outbox.ts';
import { DeviceChangesDrawer } from './device-changes-drawer.tsx';

function Dot({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: color }}
    />
  );
}

/**
 * Always in the header: online or offline, how many changes wait on this device and how many need the
 * user; it opens the list of those changes.
 */
export function SyncIndicator() {
  const { t } = useLingui();
  const { online, waiting, attention } = useSyncSummary();
  const [opened, setOpened] = useState(false);
  const color = attention > 0 ? 'red' : online ? (waiting > 0 ? 'blue' : 'gray') : 'orange';
  const dot = attention > 0 ? '#c92a2a' : online ? '#2f9e44' : '#e8590c';
  return (
    <>
      <Button
        variant="light"
        color={color}
        size="sm"
        h={44}
        leftSection={<Dot color={dot} />}
        onClick={() => setOpened(true)}
        title={t`Connection and changes on this device`}
        data-testid="sync-indicator"
        data-online={online}
        data-waiting={waiting}
        data-attention={attention}
      >
        <span>
          {online ? <Trans>Online</Trans> : <Trans>Offline</Trans>}
          {waiting > 0 && (
            <>
              {' '}
              · <Trans>{waiting} waiting</Trans>
            </>
          )}
          {attention > 0 && (
            <>
              {' '}
              · <Trans>{attention} need attention</Trans>
            </>
          )}
        </span>
      </Button>
      <DeviceChangesDrawer opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
