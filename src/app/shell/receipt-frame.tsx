import { Trans } from '@lingui/react/macro';
import { Button, Container, Group, Text } from '@mantine/core';
import { Link, Outlet, useRouteContext } from '@tanstack/react-router';
import { currentHost } from '../config/hosts.ts';
import { LogoutConfirm } from '../offline/device-changes/logout-confirm.tsx';
import { SyncIndicator } from '../offline/device-changes/sync-indicator.tsx';
import './app-styles.ts';
import { BrandLogo } from './brand-logo.tsx';
import { EnvironmentMarker } from './environment-marker.tsx';
import { homeLinkStyle } from './home-link-style.ts';
import { useLogout } from './use-logout.ts';
import { Notices } from '../ui/notify/notices.tsx';

/**
 * The frame of the pallet-receipt screens, which tablets on marker hosts open directly (spec §2): the
 * device's sync state, who is logged in, logout, and on other hosts the way back to the portal.
 */
export function ReceiptFrame() {
  const { start } = useRouteContext({ strict: false }) as { start?: { status: { user: { name: string } } } };
  const { askingUnsent, requestLogout, confirmLogout, cancelLogout } = useLogout();

  return (
    <Container size="lg" py="md">
      <Group mb="md" justify="space-between" wrap="nowrap">
        {currentHost.palletReceipts ? (
          <BrandLogo />
        ) : (
          <Link to="/app/home" style={homeLinkStyle}>
            <BrandLogo />
          </Link>
        )}
        <Group gap="xs" wrap="nowrap">
          <EnvironmentMarker />
          <SyncIndicator />
          {start && (
            <Text size="sm" c="dimmed" visibleFrom="sm" maw={220} truncate>
              {start.status.user.name}
            </Text>
          )}
          <Button variant="subtle" mih={44} onClick={requestLogout}>
            <Trans>Logout</Trans>
          </Button>
        </Group>
      </Group>
      <main>
        <Outlet />
      </main>
      <Notices />
      <LogoutConfirm unsent={askingUnsent} onConfirm={confirmLogout} onCancel={cancelLogout} />
    </Container>
  );
}
