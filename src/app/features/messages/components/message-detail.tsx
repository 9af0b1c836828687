import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { formatDay } from '../../../../domain/shared/date-format.ts';
import { FormattedText } from '../../../ui/formatted-text/formatted-text.tsx';
import { listPathOf, type ReadableType } from '../message-routes.ts';
import { messageQuery } from '../queries.ts';
import { useMarkRead } from '../use-mark-read.ts';
import { MessageBadges } from './message-badges.tsx';
import './messages.css';
import { apiErrorText } from '../../../api/api-error-text.ts';

export interface MessageDetailProps {
  type: ReadableType;
  id: number;
  userId: number;
  /** An admin acting as someone else does not read for them (spec §4). */
  isImpersonating: boolean;
}

/** One text with its formatting and pictures; opening it marks it read (issue 19 item 3). */
export function MessageDetail({ type, id, userId, isImpersonating }: MessageDetailProps) {
  const { t, i18n } = useLingui();
  const message = useQuery(messageQuery(userId, id));
  const markRead = useMarkRead(userId);
  const { mutate } = markRead;
  const isUnread = message.data !== undefined && !message.data.read;

  useEffect(() => {
    if (isUnread && !isImpersonating) mutate(id);
  }, [id, isUnread, isImpersonating, mutate]);

  const back = (
    <Button component={Link} to={listPathOf[type]} variant="subtle" size="md" px="xs">
      <Trans>Back to the list</Trans>
    </Button>
  );
  if (message.isPending) return <Loader role="status" aria-label={t`Loading`} />;
  if (message.isError) {
    return (
      <Stack align="flex-start">
        <Alert color="red" role="alert">
          {message.error instanceof ApiError && message.error.status === 404
            ? t`This text is not published for you.`
            : apiErrorText(message.error, i18n)}
        </Alert>
        {back}
      </Stack>
    );
  }
  const { data } = message;
  return (
    <Stack gap="sm" component="article" maw={820}>
      <Group>{back}</Group>
      <Title order={2}>{data.title}</Title>
      <Group gap="sm">
        <Text size="sm" c="dimmed">
          {formatDay(data.date, i18n.locale)}
        </Text>
        <MessageBadges mustRead={data.mustRead} read={data.read || markRead.isSuccess} />
      </Group>
      <FormattedText html={data.html} />
    </Stack>
  );
}
