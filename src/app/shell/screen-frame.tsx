import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { tabGroups, type TabGroupName } from './tab-groups.ts';

export interface ScreenFrameProps {
  title: MessageDescriptor;
  tabs?: TabGroupName;
  children?: ReactNode;
}

/** A screen's title and its tab group (spec §2); screens of later issues show only these for now. */
export function ScreenFrame({ title, tabs, children }: ScreenFrameProps) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const links = tabs ? tabGroups[tabs] : [];
  const active = [...links]
    .sort((a, b) => b.to.length - a.to.length)
    .find((link) => pathname.startsWith(link.to));

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {i18n._(title)}
      </Title>
      {links.length > 0 && (
        <Tabs value={active?.to ?? null} onChange={(to) => to && void navigate({ to })}>
          <Tabs.List>
            {links.map((link) => (
              <Tabs.Tab key={link.to} value={link.to}>
                {i18n._(link.label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      {children ?? (
        <Text c="dimmed">
          <Trans>This screen comes with a later release of the portal.</Trans>
        </Text>
      )}
    </Stack>
  );
}
