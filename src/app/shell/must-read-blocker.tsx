import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useRouteContext } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { markMessageRead } from '../features/messages/api.ts';
import { messageKeys, mustReadMessagesQuery } from '../features/messages/queries.ts';
import { markAlertRead } from '../session/api.ts';
import { alertsQuery } from '../session/queries.ts';
import { FormattedText } from '../ui/formatted-text/formatted-text.tsx';

/** Routes where must-read texts do not block: messages, api and global (spec §4). */
const unblockedPaths = ['/app/messages', '/app/articles', '/app/guides', '/app/api', '/app/global'];

interface Blocking {
  key: string;
  title: string;
  content: ReactNode;
  markRead: () => Promise<unknown>;
}

/**
 * Unread must-read alerts and unread must-read published messages (issue 19 item 3) block the app until
 * read, except on the messages, api and global routes and while the admin is impersonating (spec §4).
 * A must-read message is read from its own state, not through an alert: it is meant for a language and a
 * location type, which a market-wide alert cannot say.
 */
export function MustReadBlocker() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const { start } = useRouteContext({ from: '/app' });
  const isExempt = start.status.isImpersonating || unblockedPaths.some((path) => pathname.startsWith(path));
  const userId = start.status.user.id;
  const alerts = useQuery(alertsQuery());
  const messages = useQuery({
    ...mustReadMessagesQuery(userId, i18n.locale),
    enabled: !start.status.isImpersonating,
  });
  const [isSaving, setIsSaving] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  const alert = (alerts.data ?? []).find((candidate) => candidate.data.mustRead && !candidate.data.read);
  const message = messages.data?.[0];
  const blocking: Blocking | undefined = message
    ? {
        key: `message-${message.id}`,
        title: message.title,
        content: <FormattedText html={message.html} />,
        markRead: async () => {
          await markMessageRead(message.id);
          await queryClient.invalidateQueries({ queryKey: messageKeys.all(userId) });
        },
      }
    : alert && {
        key: `alert-${alert.id}`,
        title: alert.title,
        content: <Text style={{ whiteSpace: 'pre-wrap' }}>{alert.text}</Text>,
        markRead: async () => {
          await markAlertRead(alert.id);
          await queryClient.invalidateQueries({ queryKey: alertsQuery().queryKey });
        },
      };

  const handleRead = async () => {
    if (!blocking) return;
    setIsSaving(true);
    setHasFailed(false);
    try {
      await blocking.markRead();
    } catch {
      setHasFailed(true);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Modal
      opened={!isExempt && blocking !== undefined}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t`Please read`}
      size="lg"
    >
      {blocking && (
        <Stack key={blocking.key}>
          <Title order={2} size="h3">
            {blocking.title}
          </Title>
          {blocking.content}
          {hasFailed && (
            <Text c="red" role="alert">
              <Trans>Could not save that you have read this. Check the network and try again.</Trans>
            </Text>
          )}
          <Button size="md" loading={isSaving} onClick={() => void handleRead()}>
            <Trans>I have read this</Trans>
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
