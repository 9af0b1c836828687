import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { appVersion } from '../../domain/shared/app-version.ts';
import { applyUpdate, prefetchUpdate } from '../pwa/apply-update.ts';
import { useWaitingUpdate } from '../pwa/waiting-worker.ts';
import { versionQuery } from '../session/queries.ts';

/**
 * A newer version — on the server (version.json) or a service worker waiting — shows an Update button
 * (spec §4). The click waits for the outbox to be idle, lets the new worker take over, and reloads.
 */
export function UpdateButton() {
  const latest = useQuery(versionQuery());
  const hasWaitingWorker = useWaitingUpdate();
  const [isUpdating, setIsUpdating] = useState(false);
  const isNewOnServer = Boolean(latest.data) && latest.data !== appVersion;

  useEffect(() => {
    if (isNewOnServer) prefetchUpdate();
  }, [isNewOnServer]);

  if (!isNewOnServer && !hasWaitingWorker) return null;
  const handleClick = () => {
    setIsUpdating(true);
    void applyUpdate();
  };
  return (
    <Button color="orange" size="sm" loading={isUpdating} onClick={handleClick}>
      <Trans>Update</Trans>
    </Button>
  );
}
