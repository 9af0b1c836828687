import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useRouteContext } from '@tanstack/react-router';
import { markAlertRead } from '../session/api.ts';
import { alertsQuery } from '../session/queries.ts';

/** Routes where must-read alerts do not block: messages, api and global (spec §4). */
const unblockedPaths = ['/app/messages', '/app/articles', '/app/guides', '/app/api', '/app/global'];

/** Unread must-read alerts block the app until read, unless the admin is impersonating (spec §4). */
export function MustReadBlocker() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const { start } = useRouteContext({ from: '/app' });
  const alerts = useQuery(alertsQuery());
  const blocking = (alerts.data ?? []).filter((alert) => alert.data.mustRead && !alert.data.read);
  const isExempt = start.status.isImpersonating || unblockedPaths.some((path) => pathname.startsWith(path));
  const alert = blocking[0];

  const handleRead = async () => {
    if (!alert) return;
    await markAlertRead(alert.id);
    await queryClient.invalidateQueries({ queryKey: alertsQuery().queryKey });
  };

  return (
    <Modal
      opened={!isExempt && alert !== undefined}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t`Please read`}
      size="lg"
    >
      {alert && (
        <Stack>
          <Title order={2} size="h3">
            {alert.title}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{alert.text}</Text>
          <Button size="md" onClick={() => void handleRead()}>
            <Trans>I have read this</Trans>
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
