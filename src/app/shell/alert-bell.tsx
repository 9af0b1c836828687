import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Box, Menu, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { markAlertRead } from '../session/api.ts';
import { alertsQuery } from '../session/queries.ts';

/** The alert bell with the unread alerts; opening one marks it read (spec §2, §3). */
export function AlertBell() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const alerts = useQuery(alertsQuery());
  const unread = (alerts.data ?? []).filter((alert) => !alert.data.read);
  const unreadCount = unread.length;

  const handleRead = async (alertId: number) => {
    await markAlertRead(alertId).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: alertsQuery().queryKey });
  };

  return (
    <Menu position="bottom-end" width={320} withinPortal>
      {/* The button itself is the target, so the menu's open state (aria-expanded) sits on a button; the
          count beside it is in the button's name already. */}
      <Box pos="relative">
        <Menu.Target>
          <ActionIcon variant="subtle" size={44} aria-label={t`Alerts (${unreadCount} unread)`}>
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
              <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
            </svg>
          </ActionIcon>
        </Menu.Target>
        {unreadCount > 0 && (
          <Badge
            aria-hidden
            size="sm"
            color="red"
            px={4}
            miw={18}
            pos="absolute"
            top={2}
            right={0}
            style={{ pointerEvents: 'none' }}
          >
            {unreadCount}
          </Badge>
        )}
      </Box>
      <Menu.Dropdown>
        {unread.length === 0 ? (
          <Menu.Label>
            <Trans>No unread alerts</Trans>
          </Menu.Label>
        ) : (
          unread.map((alert) => (
            <Menu.Item key={alert.id} onClick={() => void handleRead(alert.id)}>
              <Text fw={600} size="sm">
                {alert.title}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {alert.text}
              </Text>
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
