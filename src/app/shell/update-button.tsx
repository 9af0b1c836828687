import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { appVersion } from '../../domain/shared/app-version.ts';
import { versionQuery } from '../session/queries.ts';

/** A newer version on the server shows an Update button that reloads the page (spec §4). */
export function UpdateButton() {
  const latest = useQuery(versionQuery());
  if (!latest.data || latest.data === appVersion) return null;
  return (
    <Button color="orange" size="sm" onClick={() => window.location.reload()}>
      <Trans>Update</Trans>
    </Button>
  );
}
