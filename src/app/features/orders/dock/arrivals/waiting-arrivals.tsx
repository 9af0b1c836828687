import { useLingui } from '@lingui/react/macro';
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { formatTime } from '../../../../../domain/shared/date-format.ts';
import { serverRefusalText } from '../../../../api/api-error-text.ts';
import { stateText } from '../../../../offline/device-changes/entry-texts.ts';
import type { OutboxEntry } from '../../../../offline/local-db.ts';
import { useOnline, useOutboxEntries } from '../../../../offline/use-outbox.ts';
import type { ArrivalKind } from './use-arrival-save.ts';

/** This user's unsent entries of one kind made at the acting location, oldest first. */
export function useWaitingEntries(kind: ArrivalKind, locationId: number): OutboxEntry[] {
  return useOutboxEntries().filter((entry) => entry.kind === kind && entry.locationId === locationId);
}

const stateColor = (entry: OutboxEntry) =>
  entry.state === 'failed' || entry.state === 'conflict'
    ? 'red'
    : entry.state === 'paused'
      ? 'orange'
      : 'gray';

export function EntryStateBadge({ entry }: { entry: OutboxEntry }) {
  const { i18n } = useLingui();
  const isOnline = useOnline();
  return (
    <Badge color={stateColor(entry)} variant="light" size="lg">
      {stateText(entry, i18n, isOnline)}
    </Badge>
  );
}

export interface WaitingArrivalsProps {
  kind: ArrivalKind;
  locationId: number;
  title: ReactNode;
  /** One line on what the entry holds. */
  describe: (entry: OutboxEntry) => ReactNode;
}

/**
 * What this device holds and has not sent yet, so the worker sees a registration survived a reload
 * with no network (issue 6, items 4 and 8). A refused one shows the server's reason.
 */
export function WaitingArrivals({ kind, locationId, title, describe }: WaitingArrivalsProps) {
  const { i18n } = useLingui();
  const entries = useWaitingEntries(kind, locationId);
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <List listStyleType="none" spacing="xs">
          {entries.map((entry) => {
            const savedAt = formatTime(entry.createdAt, i18n.locale);
            const refused = entry.state === 'failed' ? serverRefusalText(entry.error, i18n) : null;
            return (
              <List.Item key={entry.id} aria-label={entry.subject}>
                <Group gap="sm" wrap="wrap">
                  <Text c="dimmed">{savedAt}</Text>
                  <Text fw={600}>{entry.subject}</Text>
                  <Text>{describe(entry)}</Text>
                  <EntryStateBadge entry={entry} />
                  {refused && <Text c="red">{refused}</Text>}
                </Group>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Paper>
  );
}
