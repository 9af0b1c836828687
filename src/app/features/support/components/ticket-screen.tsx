import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { ApiError } from '../../../api/api-error.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { ticketQuery } from '../queries.ts';
import { useMarkTicketRead } from '../use-mark-ticket-read.ts';
import { useSupportViewer } from '../use-support-viewer.ts';
import { Conversation } from './conversation.tsx';
import { NoteForm } from './note-form.tsx';
import { ReplyForm } from './reply-form.tsx';
import { StaffControls } from './staff-controls.tsx';
import { TicketFacts } from './ticket-facts.tsx';

/** Support → a ticket (issue 19 item 1): its fields, the conversation, the answer box and staff handling. */
export function TicketScreen({ ticketId }: { ticketId: number }) {
  const { i18n } = useLingui();
  const viewer = useSupportViewer();
  const ticket = useQuery(ticketQuery(viewer, ticketId));
  useMarkTicketRead(ticketId, viewer.isImpersonating, ticket.isSuccess);

  const back = (
    <Anchor component={Link} to="/app/support/tickets">
      <Trans>Back to the tickets</Trans>
    </Anchor>
  );
  if (ticket.isPending) {
    return (
      <LoadingLine>
        <Trans>Loading the ticket…</Trans>
      </LoadingLine>
    );
  }
  if (ticket.isError) {
    const isMissing = ticket.error instanceof ApiError && ticket.error.status === 404;
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert">
          {isMissing ? (
            <Trans>This ticket does not exist, or you may not see it.</Trans>
          ) : (
            apiErrorText(ticket.error, i18n)
          )}
        </Alert>
        {back}
      </Stack>
    );
  }
  const data = ticket.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3">
          #{data.id} {data.topic}
        </Title>
        {back}
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            <Conversation ticket={data} />
            {data.canReply ? (
              <ReplyForm key={data.id} ticket={data} />
            ) : (
              <Text c="dimmed">
                <Trans>The ticket is archived and can no longer be answered.</Trans>
              </Text>
            )}
            {data.canManage && <NoteForm ticketId={data.id} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <TicketFacts ticket={data} />
            {data.canManage && <StaffControls ticket={data} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
