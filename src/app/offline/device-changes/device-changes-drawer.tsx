import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { serverRefusalText } from '../../api/api-error-text.ts';
import { moveOfConflict } from '../entry-versions.ts';
import type { OutboxEntry } from '../local-db.ts';
import { discardEntry, reapplyOnCurrentVersion } from '../outbox.ts';
import { useOnline, useOutboxEntries } from '../use-outbox.ts';
import { changeText, serverRowText, stateText } from './entry-texts.ts';

const stateColor: Record<OutboxEntry['state'], string> = {
  pending: 'blue',
  sending: 'blue',
  retrying: 'yellow',
  paused: 'orange',
  conflict: 'red',
  failed: 'red',
  done: 'green',
};

function DiscardButton({ entry }: { entry: OutboxEntry }) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button size="md" variant="default" onClick={() => setAsking(true)}>
        <Trans>Discard</Trans>
      </Button>
    );
  return (
    <Group gap="xs">
      <Text size="sm">
        <Trans>The change will be lost.</Trans>
      </Text>
      <Button size="md" color="red" onClick={() => void discardEntry(entry.id)}>
        <Trans>Discard the change</Trans>
      </Button>
      <Button size="md" variant="default" onClick={() => setAsking(false)}>
        <Trans>Keep it</Trans>
      </Button>
    </Group>
  );
}

function EntryCard({ entry }: { entry: OutboxEntry }) {
  const { i18n } = useLingui();
  const isOnline = useOnline();
  const savedAt = formatDateTime(entry.createdAt, i18n.locale);
  const subject = entry.subject;
  // The version of the refused row the change named (an order's base version, a counting report's own).
  const move = moveOfConflict(entry);
  const baseVersion = move?.version ?? entry.baseVersion;
  return (
    <Card withBorder padding="sm" component="li" aria-label={subject}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{subject}</Text>
          <Badge color={stateColor[entry.state]} variant="light" style={{ flexShrink: 0 }}>
            {stateText(entry, i18n, isOnline)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>Saved on this device {savedAt}</Trans>
        </Text>
        {entry.state !== 'conflict' && (
          <Text style={{ overflowWrap: 'anywhere' }}>{changeText(entry, i18n)}</Text>
        )}
        {entry.state === 'conflict' && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Card withBorder padding="xs" bg="var(--mantine-color-blue-light)">
              <Text size="sm" fw={600}>
                <Trans>Your change</Trans>
              </Text>
              <Text>{changeText(entry, i18n)}</Text>
              <Text size="sm" c="dimmed">
                <Trans>made on version {baseVersion}</Trans>
              </Text>
            </Card>
            <Card withBorder padding="xs" bg="var(--mantine-color-red-light)">
              <Text size="sm" fw={600}>
                <Trans>On the server now</Trans>
              </Text>
              <Text>{serverRowText(entry, i18n)}</Text>
            </Card>
          </SimpleGrid>
        )}
        {(entry.state === 'failed' || entry.state === 'retrying' || entry.state === 'paused') &&
          entry.error && (
            <Text
              size="sm"
              c={entry.state === 'failed' ? 'red' : 'dimmed'}
              role={entry.state === 'failed' ? 'alert' : undefined}
            >
              {serverRefusalText(entry.error, i18n)}
            </Text>
          )}
        {(entry.state === 'conflict' || entry.state === 'failed') && (
          <Group gap="xs">
            {move && (
              <Button size="md" onClick={() => void reapplyOnCurrentVersion(entry.id)}>
                <Trans>Apply my change to the new version</Trans>
              </Button>
            )}
            <DiscardButton entry={entry} />
          </Group>
        )}
      </Stack>
    </Card>
  );
}

export interface DeviceChangesDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** "Changes on this device": every unsent change of the current user with its state and choices. */
export function DeviceChangesDrawer({ opened, onClose }: DeviceChangesDrawerProps) {
  const { t } = useLingui();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t`Changes on this device`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <EntryList />
    </Drawer>
  );
}

/** Mounted only while the drawer is open: the entries are read then, not on every screen. */
function EntryList() {
  const entries = useOutboxEntries();
  if (entries.length === 0)
    return (
      <Text c="dimmed">
        <Trans>Every change has been sent.</Trans>
      </Text>
    );
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <EntryCard key={entry.id} entry={entry} />
      ))}
    </Stack>
  );
}
