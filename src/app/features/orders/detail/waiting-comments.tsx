import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { OrderCommentPayload } from '../../../offline/outbox-kinds.ts';
import { stateText } from '../../../offline/device-changes/entry-texts.ts';
import { orderEntityKey } from '../../../offline/entity-keys.ts';
import { useEntityEntries, useOnline } from '../../../offline/use-outbox.ts';

/** Comments saved on this device and not yet on the server: the local copy, shown under the others. */
export function WaitingComments({ orderId }: { orderId: number }) {
  const { t, i18n } = useLingui();
  const isOnline = useOnline();
  const waiting = useEntityEntries(orderEntityKey(orderId)).filter(
    (entry) => entry.kind === 'orderComment' && entry.state !== 'done',
  );
  if (waiting.length === 0) return null;
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t`Comments not sent yet`}
    >
      {waiting.map((entry) => {
        const { text, files } = entry.payload as OrderCommentPayload;
        const names = files.map((file) => file.name).join(', ');
        return (
          <Paper component="li" key={entry.id} withBorder p="sm" style={{ borderStyle: 'dashed' }}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Text>
              <Badge
                variant="light"
                color={entry.state === 'failed' ? 'red' : 'blue'}
                style={{ flexShrink: 0 }}
              >
                {stateText(entry, i18n, isOnline)}
              </Badge>
            </Group>
            {files.length > 0 && (
              <Text size="sm" c="dimmed">
                <Trans>Files: {names}</Trans>
              </Text>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
