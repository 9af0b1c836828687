import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../../domain/shared/date-format.ts';
import type { TicketDetail } from '../../../../domain/support/ticket.ts';
import { AttachmentList } from './attachment-list.tsx';

interface EntryProps {
  author: string;
  at: string;
  text: string;
  tone: 'customer' | 'staff' | 'internal';
  children?: React.ReactNode;
}

const backgrounds = {
  customer: 'var(--mantine-color-body)',
  staff: 'var(--mantine-color-blue-light)',
  internal: 'var(--mantine-color-yellow-light)',
} as const;

function Entry({ author, at, text, tone, children }: EntryProps) {
  const { i18n } = useLingui();
  return (
    <Paper component="li" withBorder p="sm" bg={backgrounds[tone]} style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <Text fw={700}>{author}</Text>
            {tone === 'staff' && (
              <Badge size="sm" variant="light">
                <Trans>Support</Trans>
              </Badge>
            )}
            {tone === 'internal' && (
              <Badge size="sm" color="yellow" variant="filled">
                <Trans>Internal note</Trans>
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {formatDateTime(at, i18n.locale)}
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** The description and every reply, oldest first; internal notes (staff only) stand out in yellow. */
export function Conversation({ ticket }: { ticket: TicketDetail }) {
  const { t } = useLingui();
  return (
    <Stack component="ol" gap="sm" p={0} m={0} aria-label={t`Conversation`}>
      <Entry author={ticket.createdBy.name} at={ticket.createdAt} text={ticket.description} tone="customer" />
      {ticket.replies.map((reply) => (
        <Entry
          key={reply.id}
          author={reply.author.name}
          at={reply.createdAt}
          text={reply.text}
          tone={reply.isInternal ? 'internal' : reply.isStaff ? 'staff' : 'customer'}
        >
          <AttachmentList files={ticket.attachments.filter((file) => file.replyId === reply.id)} />
        </Entry>
      ))}
    </Stack>
  );
}
