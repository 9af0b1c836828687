import { Trans } from '@lingui/react/macro';
import { Button, Container, Group, Text } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { currentHost } from '../config/hosts.ts';
import { LogoutConfirm } from '../offline/device-changes/logout-confirm.tsx';
import { SyncIndicator } from '../offline/device-changes/sync-indicator.tsx';
import { useSyncSummary } from '../offline/use-outbox.ts';
import { logout } from '../session/api.ts';
import './app-styles.ts';
import { BrandLogo } from './brand-logo.tsx';

/**
 * The frame of the pallet-receipt screens, which tablets on marker hosts open directly (spec §2): the
 * device's sync state, who is logged in, logout, and on other hosts the way back to the portal.
 */
export function ReceiptFrame() {
  const { start } = useRouteContext({ strict: false }) as { start?: { status: { user: { name: string } } } };
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { waiting, attention } = useSyncSummary();
  const unsent = waiting + attention;
  const [isAsking, setIsAsking] = useState(false);
  const logOut = async () => {
    setIsAsking(false);
    await logout();
    queryClient.clear();
    await navigate({ to: '/' });
  };

  return (
    <Container size="lg" py="md">
      <Group mb="md" justify="space-between" wrap="nowrap">
        {currentHost.palletReceipts ? (
          <BrandLogo />
        ) : (
          <Link to="/app/home" style={{ textDecoration: 'none', color: 'inherit' }}>
            <BrandLogo />
          </Link>
        )}
        <Group gap="xs" wrap="nowrap">
          <SyncIndicator />
          {start && (
            <Text size="sm" c="dimmed" visibleFrom="sm" maw={220} truncate>
              {start.status.user.name}
            </Text>
          )}
          <Button variant="subtle" mih={44} onClick={() => (unsent > 0 ? setIsAsking(true) : void logOut())}>
            <Trans>Logout</Trans>
          </Button>
        </Group>
      </Group>
      <Outlet />
      <Notifications position="top-right" />
      <LogoutConfirm
        unsent={isAsking ? unsent : 0}
        onConfirm={() => void logOut()}
        onCancel={() => setIsAsking(false)}
      />
    </Container>
  );
}
