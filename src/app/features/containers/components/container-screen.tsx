import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import {
  containerDetailSchema,
  type ContainerDetail,
} from '../../../../domain/containers/container-register.ts';
import { nextContainerStatus, type ContainerStatus } from '../../../../domain/containers/container-status.ts';
import { idSchema } from '../../../../domain/shared/id.ts';
import { formatDateTime } from '../../../../domain/shared/date-format.ts';
import { ApiError } from '../../../api/api-error.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { containerEntityKey } from '../../../offline/entity-keys.ts';
import type { OutboxEntry } from '../../../offline/local-db.ts';
import { useEntityEntries, useOnline } from '../../../offline/use-outbox.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { markActionLabels } from '../container-labels.ts';
import { pendingMarksOf, withPendingMarks } from '../pending-marks.ts';
import { containerDetailQuery, containerKeys, type ContainerViewer } from '../queries.ts';
import { useContainerViewer } from '../use-container-viewer.ts';
import { useMarkContainer } from '../use-mark-container.ts';
import { ContainerHistoryTable } from './container-history-table.tsx';
import { ContainerStatusBadge } from './container-status-badge.tsx';
import { MarkDialog } from './mark-dialog.tsx';

export interface ContainerScreenProps {
  /** The route's id; anything but a valid row id shows the not-found state without a call. */
  containerId: number;
}

function NotFound() {
  return (
    <Alert color="yellow" role="alert" title={<Trans>Container not found</Trans>}>
      <Stack gap="xs">
        <Trans>There is no such container in your register.</Trans>
        <Anchor component={Link} to="/app/containers">
          <Trans>Back to the containers</Trans>
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** One container (issue 20 item 2): its fields, Mark for repair or as repaired, and its history. */
export function ContainerScreen({ containerId }: ContainerScreenProps) {
  const viewer = useContainerViewer();
  if (!idSchema.safeParse(containerId).success) return <NotFound />;
  return <ContainerView key={containerId} viewer={viewer} containerId={containerId} />;
}

function ContainerView({ viewer, containerId }: { viewer: ContainerViewer; containerId: number }) {
  const { i18n } = useLingui();
  const query = useQuery(containerDetailQuery(viewer, containerId));
  const entries = useEntityEntries(containerEntityKey(containerId));
  useAnsweredContainer(viewer, query.data, entries);

  if (query.isPending) {
    return (
      <LoadingLine>
        <Trans>Loading the container…</Trans>
      </LoadingLine>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
    return (
      <Alert color="red" role="alert">
        {apiErrorText(query.error, i18n)}
      </Alert>
    );
  }
  return <ContainerBody viewer={viewer} container={query.data} entries={entries} />;
}

/**
 * A mark sent in the background answers the container as the server has it now: that row replaces an
 * older copy in the cache at once, so the next mark names the new version even after the device forgets
 * the sent entry and before the screens reload.
 */
function useAnsweredContainer(
  viewer: ContainerViewer,
  container: ContainerDetail | undefined,
  entries: readonly OutboxEntry[],
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!container) return;
    let newest: ContainerDetail | undefined;
    for (const entry of entries) {
      if (entry.state !== 'done') continue;
      const row = containerDetailSchema.safeParse(entry.response).data;
      if (row && row.id === container.id && row.version > (newest ?? container).version) newest = row;
    }
    if (newest) queryClient.setQueryData(containerKeys.detail(viewer, container.id), newest);
  }, [queryClient, viewer, container, entries]);
}

function ContainerBody({
  viewer,
  container,
  entries,
}: {
  viewer: ContainerViewer;
  container: ContainerDetail;
  entries: readonly OutboxEntry[];
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [asked, setAsked] = useState<ContainerStatus | null>(null);
  const pending = useMemo(() => pendingMarksOf(entries, container), [entries, container]);
  const shown = useMemo(() => withPendingMarks(container, entries), [container, entries]);
  const mark = useMarkContainer(viewer, container);
  const next = nextContainerStatus(shown.status);
  const current = shown.current;
  const isPartial = container.createdAt === '';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {shown.number}
          </Title>
          <ContainerStatusBadge status={shown.status} isPending={pending.length > 0} />
        </Stack>
        {container.canMark && (
          <Button
            size="md"
            color={next === 'NeedsRepair' ? 'red' : undefined}
            onClick={() => setAsked(next)}
            disabled={mark.isPending}
          >
            {i18n._(markActionLabels[next])}
          </Button>
        )}
      </Group>
      {pending.length > 0 && (
        <Alert color="blue" role="status">
          {online ? (
            <Trans>Your mark is being sent.</Trans>
          ) : (
            <Trans>Your mark is saved on this device. It will be sent when the network is back.</Trans>
          )}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
        <Fact label={t`Type`}>{shown.type.name}</Fact>
        <Fact label={t`Customer`}>{shown.customer.name}</Fact>
        <Fact label={t`Location`}>{shown.location.name}</Fact>
        <Fact label={t`Current transaction`}>
          {current ? `${current.typeName} · ${formatDateTime(current.createdAt, i18n.locale)}` : t`None`}
        </Fact>
        {!isPartial && (
          <Fact label={t`In the register since`}>{formatDateTime(container.createdAt, i18n.locale)}</Fact>
        )}
      </SimpleGrid>
      <Section title={<Trans>History</Trans>}>
        {isPartial && (
          <Text size="sm" c="dimmed">
            <Trans>The full history is shown when the network is back.</Trans>
          </Text>
        )}
        <ContainerHistoryTable container={container} pending={pending} />
      </Section>
      <MarkDialog
        to={asked}
        number={shown.number}
        isSaving={mark.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={(reason) => {
          if (asked) mark.mutate({ status: asked, reason });
          setAsked(null);
        }}
      />
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
