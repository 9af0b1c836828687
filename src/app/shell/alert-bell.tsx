import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Group, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconButton } from '../ui/icon-button/icon-button.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { alertTarget } from '../../domain/alerts/alert-target.ts';
import { orderPath } from '../../domain/routing/order-route.ts';
import type { Alert } from '../../domain/session/session-status.ts';
import { formatDateTime } from '../../domain/shared/date-format.ts';
import { fetchAlertInvoice, fetchAlertOrder, markAlertRead, markAllAlertsRead } from '../session/api.ts';
import { alertsQuery } from '../session/queries.ts';
import { alertSourceLabels, alertTitle } from './alert-labels.ts';

/* eslint-disable lingui/no-unlocalized-strings -- Mantine colour names */
const linkColor = 'blue.8';
const unreadDotColor = 'red.7';
/* eslint-enable lingui/no-unlocalized-strings */
const unreadDot = { borderRadius: '50%', flexShrink: 0 } as const;

/** The newest alerts the bell lists, unread first. */
const shownAlerts = 12;

/**
 * The alert bell (spec §2, §3; issue 19 item 4): the newest alerts, unread ones marked; opening one
 * marks it read and goes to its source; 'Mark all read' clears the count. Polled as the rest (30 s).
 */
export function AlertBell() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const status = useRouteContext({ strict: false }).start?.status;
  const currentLocationId = status?.location.id ?? 0;
  // An admin acting as someone else reads their alerts without marking them read for them.
  const canMarkRead = status?.isImpersonating !== true;
  const alerts = useQuery(alertsQuery());
  const all = alerts.data ?? [];
  const unreadCount = all.filter((alert) => !alert.data.read).length;
  const shown = [...all]
    .sort((a, b) => Number(a.data.read) - Number(b.data.read) || b.createdAt.localeCompare(a.createdAt))
    .slice(0, shownAlerts);

  const refresh = () => queryClient.invalidateQueries({ queryKey: alertsQuery().queryKey });

  const pathOf = async (alert: Alert): Promise<string | null> => {
    const target = alertTarget(alert);
    if (!target) return null;
    if (target.kind === 'path') return target.path;
    if (target.kind === 'order') return orderPath(await fetchAlertOrder(target.orderId), currentLocationId);
    const invoice = await fetchAlertInvoice(target.invoiceId);
    return `/app/reports/invoices/${invoice.type}/${invoice.id}`;
  };

  const handleOpen = async (alert: Alert) => {
    if (canMarkRead && !alert.data.read) await markAlertRead(alert.id).catch(() => undefined);
    void refresh();
    const path = await pathOf(alert).catch(() => null);
    if (path) void navigate({ to: path });
  };

  const handleReadAll = async () => {
    await markAllAlertsRead().catch(() => undefined);
    await refresh();
  };

  return (
    <Menu position="bottom-end" width={340} withinPortal>
      {/* The button itself is the target, so the menu's open state (aria-expanded) sits on a button; the
          count beside it is in the button's name already. */}
      <Box pos="relative">
        <Menu.Target>
          <IconButton variant="subtle" size={44} label={t`Alerts (${unreadCount} unread)`}>
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
              <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
            </svg>
          </IconButton>
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
        <Menu.Label>
          <Trans>Alerts</Trans>
        </Menu.Label>
        {canMarkRead && unreadCount > 0 && (
          <Menu.Item
            onClick={() => void handleReadAll()}
            mih={44}
            c={linkColor}
            fw={600}
            closeMenuOnClick={false}
          >
            <Trans>Mark all read</Trans>
          </Menu.Item>
        )}
        <Menu.Divider />
        {shown.length === 0 ? (
          <Menu.Label>
            <Trans>No alerts</Trans>
          </Menu.Label>
        ) : (
          shown.map((alert) => (
            <Menu.Item key={alert.id} onClick={() => void handleOpen(alert)} mih={44}>
              <Group gap={6} wrap="nowrap">
                {!alert.data.read && <Box w={8} h={8} bg={unreadDotColor} style={unreadDot} aria-hidden />}
                <Text fw={alert.data.read ? 400 : 700} size="sm" lineClamp={1}>
                  {alertTitle(alert, i18n)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {alert.text}
              </Text>
              <Text size="xs" c="dimmed">
                {i18n._(alertSourceLabels[alert.source])} · {formatDateTime(alert.createdAt, i18n.locale)}
                {!alert.data.read && <VisuallyHidden> · {t`unread`}</VisuallyHidden>}
              </Text>
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
