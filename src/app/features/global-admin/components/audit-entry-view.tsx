import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Code, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import type { AuditLogEntry } from '../../../../domain/global-admin/audit-log.ts';
import { formatDateTime } from '../../../../domain/shared/date-format.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { auditLogEntryQuery } from '../queries.ts';
import { auditSubjectText } from '../audit-subject.ts';
import { AuditTypeBadge } from './audit-type-badge.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{children ?? '–'}</Text>
    </div>
  );
}

function EntryFacts({ entry }: { entry: AuditLogEntry }) {
  const { t, i18n } = useLingui();
  const user = entry.userName ? `${entry.userName} (${entry.loginName ?? ''})` : entry.loginName;
  const call = entry.method && entry.path ? `${entry.method} ${entry.path}` : null;
  const hasDetails = Object.keys(entry.details).length > 0;
  const detailsHeadingId = useId();
  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Fact label={t`Time`}>{formatDateTime(entry.createdAt, i18n.locale)}</Fact>
          <Fact label={t`Type`}>
            <AuditTypeBadge type={entry.type} />
          </Fact>
          <Fact label={t`Subject`}>{auditSubjectText(entry.type, entry.subject, i18n) || null}</Fact>
          <Fact label={t`User`}>{user}</Fact>
          <Fact label={t`Acting as`}>{entry.actingUserName}</Fact>
          <Fact label={t`Customer`}>{entry.customerName}</Fact>
          <Fact label={t`Request id`}>{entry.requestId && <Code>{entry.requestId}</Code>}</Fact>
          <Fact label={t`Call`}>{call && <Code>{call}</Code>}</Fact>
          <Fact label={t`HTTP status`}>{entry.statusCode}</Fact>
          <Fact label={t`Client address`}>{entry.address}</Fact>
        </SimpleGrid>
      </Paper>
      {hasDetails && (
        <Stack gap="xs">
          <Title order={2} size="h4" id={detailsHeadingId}>
            <Trans>Details</Trans>
          </Title>
          {/* A long line scrolls sideways: the block takes the focus so a keyboard can scroll it too. */}
          <Code block tabIndex={0} role="region" aria-labelledby={detailsHeadingId}>
            {JSON.stringify(entry.details, null, 2)}
          </Code>
        </Stack>
      )}
    </Stack>
  );
}

/** One log entry with everything recorded about it (issue 19 item 7). */
export function AuditEntryView({ id }: { id: number }) {
  const { i18n } = useLingui();
  const entry = useQuery({ ...auditLogEntryQuery(id), enabled: id > 0 });
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/app/global/log" display="inline-block" py={10}>
        <Trans>Back to the log</Trans>
      </Anchor>
      {id === 0 && (
        <Alert color="yellow" role="alert">
          <Trans>There is no such log entry.</Trans>
        </Alert>
      )}
      {entry.isPending && id > 0 && (
        <LoadingLine>
          <Trans>Loading the entry…</Trans>
        </LoadingLine>
      )}
      {entry.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(entry.error, i18n)}
        </Alert>
      )}
      {entry.data && <EntryFacts entry={entry.data} />}
    </Stack>
  );
}
