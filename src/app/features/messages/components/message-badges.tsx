import { Trans } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';

export interface MessageBadgesProps {
  mustRead: boolean;
  read: boolean;
}

/** Must-read and unread marks of a text (spec §3 must-read flag; issue 19 item 3 read state). */
export function MessageBadges({ mustRead, read }: MessageBadgesProps) {
  if (!mustRead && read) return null;
  return (
    <Group gap="xs">
      {mustRead && (
        <Badge color="red" variant="light">
          <Trans>Must read</Trans>
        </Badge>
      )}
      {!read && (
        <Badge color="blue" variant="filled">
          <Trans>Unread</Trans>
        </Badge>
      )}
    </Group>
  );
}
