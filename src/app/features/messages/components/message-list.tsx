import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDay } from '../../../../domain/shared/date-format.ts';
import type { ReadableType } from '../message-routes.ts';
import { messagesQuery } from '../queries.ts';
import { MessageBadges } from './message-badges.tsx';
import { MessageLink } from './message-link.tsx';
import './messages.css';
import { apiErrorText } from '../../../api/api-error-text.ts';

export interface MessageListProps {
  type: ReadableType;
  userId: number;
}

/**
 * The texts of a type the user is shown (issue 19 item 3): in the app's language, for the acting
 * location's type, within their show dates, newest first, unread ones marked.
 */
export function MessageList({ type, userId }: MessageListProps) {
  const { t, i18n } = useLingui();
  const list = useQuery(messagesQuery(userId, type, i18n.locale));

  if (list.isPending) return <Loader role="status" aria-label={t`Loading`} />;
  if (list.isError) {
    return (
      <Alert color="red" role="alert">
        {apiErrorText(list.error, i18n)}
      </Alert>
    );
  }
  if (list.data.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>Nothing is published here yet.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" className="message-list">
      {list.data.map((message) => (
        <li key={message.id}>
          <MessageLink type={type} id={message.id} className="message-card-link">
            <Card withBorder padding="md" radius="md" className="message-card">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Title order={2} size="h4" fw={message.read ? 500 : 700}>
                  {message.title}
                </Title>
                <MessageBadges mustRead={message.mustRead} read={message.read} />
              </Group>
              <Text size="sm" c="dimmed">
                {formatDay(message.date, i18n.locale)}
              </Text>
              <Text size="sm" lineClamp={2} mt={4}>
                {message.text}
              </Text>
            </Card>
          </MessageLink>
        </li>
      ))}
    </Stack>
  );
}
