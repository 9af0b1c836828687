import './app-styles.ts';
import { useLingui } from '@lingui/react/macro';
import { AppShell as MantineAppShell, Container, Group, Text } from '@mantine/core';
import { Link, Outlet, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { SyncIndicator } from '../offline/device-changes/sync-indicator.tsx';
import { ProfileDialog } from '../session/profile-dialog.tsx';
import { PublishedNotices } from '../features/messages/components/published-notices.tsx';
import { UserSwitchDialog } from '../session/user-switch-dialog.tsx';
import { AlertBell } from './alert-bell.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { CustomerLogo } from './customer-logo.tsx';
import { EnvironmentMarker } from './environment-marker.tsx';
import { homeLinkStyle } from './home-link-style.ts';
import { LanguagePicker } from './language-picker.tsx';
import { MainNav } from './main-nav.tsx';
import { MustReadBlocker } from './must-read-blocker.tsx';
import { UpdateButton } from './update-button.tsx';
import { useAltHints } from './use-alt-hints.ts';
import { useNavItems } from './use-nav-items.ts';
import { UserMenu } from './user-menu.tsx';
import { Notices } from '../ui/notify/notices.tsx';
import { IconButton } from '../ui/icon-button/icon-button.tsx';

type Dialog = 'profile' | 'language' | 'switch' | null;

/** The authenticated shell of spec §2: navigation, help, alert bell, menu, dialogs and the screen. */
export function AppShell() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { start } = useRouteContext({ from: '/app' });
  const navItems = useNavItems();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [navFitting, setNavFitting] = useState(0);
  const handleJump = useCallback(
    (index: number) => {
      const item = navItems[index];
      if (item) void navigate({ to: item.to });
    },
    [navItems, navigate],
  );
  const showHints = useAltHints(navItems.length, handleJump);
  const { user, location, customer } = start.status;

  return (
    <MantineAppShell header={{ height: 64 }} padding="md">
      <MantineAppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap" style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
            <Link to="/app/home" aria-label={t`Start page`} style={{ ...homeLinkStyle, flexShrink: 0 }}>
              <BrandLogo />
            </Link>
            <EnvironmentMarker />
            <CustomerLogo image={customer.image} customerName={customer.name} />
            <MainNav items={navItems} showHints={showHints} onFittingChange={setNavFitting} />
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <UpdateButton />
            <SyncIndicator />
            <Text size="sm" c="dimmed" visibleFrom="xl" maw={220} truncate data-testid="acting-location">
              {location.name}
            </Text>
            <IconButton component={Link} to="/app/messages" variant="subtle" size={44} label={t`Help`}>
              <svg
                width="22"
                height="22"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <circle cx="12" cy="12" r="10" />
                <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
              </svg>
            </IconButton>
            <AlertBell />
            <UserMenu
              navItems={navItems}
              navFitting={navFitting}
              onOpenProfile={() => setDialog('profile')}
              onOpenLanguage={() => setDialog('language')}
              onOpenSwitch={() => setDialog('switch')}
            />
          </Group>
        </Group>
      </MantineAppShell.Header>
      <MantineAppShell.Main>
        <Container size="xl" px={0}>
          <Text size="xs" c="dimmed" mb="xs" hiddenFrom="md">
            {user.name} · {location.name} · {customer.name}
          </Text>
          <PublishedNotices type="System" userId={user.id} />
          <Outlet />
        </Container>
      </MantineAppShell.Main>
      <Notices />
      <MustReadBlocker />
      <LanguagePicker isOpen={dialog === 'language'} onClose={() => setDialog(null)} />
      {dialog === 'profile' && <ProfileDialog onClose={() => setDialog(null)} />}
      {dialog === 'switch' && <UserSwitchDialog onClose={() => setDialog(null)} />}
    </MantineAppShell>
  );
}
