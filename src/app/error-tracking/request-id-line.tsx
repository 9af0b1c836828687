import { Trans } from '@lingui/react/macro';
import { Code, Text } from '@mantine/core';

/** On an error screen: the failed request's id, for the user to quote to support (none, nothing). */
export function RequestIdLine({ requestId }: { requestId: string | null | undefined }) {
  if (!requestId) return null;
  return (
    <Text>
      <Trans>
        Request id, for support: <Code>{requestId}</Code>
      </Trans>
    </Text>
  );
}
