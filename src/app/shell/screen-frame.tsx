import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useLocation, useNavigate, useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { worded } from '../i18n/locale-set-wording.ts';
import { tabGroups, tabLabel, type TabGroupName } from './tab-groups.ts';
import { useDocumentTitle } from './use-document-title.ts';

export interface ScreenFrameProps {
  /** Left out on a tab's own list, which is titled with its tab's name. */
  title?: MessageDescriptor;
  tabs?: TabGroupName;
  /** The tab whose list the screen belongs to, where the path does not tell (a return at /app/dispatch/{id}). */
  activeTab?: string;
  children?: ReactNode;
}

/** A screen's title and its tab group (spec §2); screens of later issues show only these for now. */
export function ScreenFrame({ title, tabs, activeTab, children }: ScreenFrameProps) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Public screens have no acting location; only the authenticated area's tabs are named by it.
  const location = useRouteContext({ strict: false }).start?.status.location;
  const links = tabs ? tabGroups[tabs] : [];
  const active =
    links.find((link) => link.to === activeTab) ??
    [...links].sort((a, b) => b.to.length - a.to.length).find((link) => pathname.startsWith(link.to));
  const shownTitle = title ? worded(title) : active ? tabLabel(active, location) : undefined;
  const titleText = shownTitle ? i18n._(shownTitle) : '';
  useDocumentTitle(titleText);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {titleText}
      </Title>
      {links.length > 0 && (
        <Tabs value={active?.to ?? null} onChange={(to) => to && void navigate({ to })}>
          <Tabs.List>
            {links.map((link) => (
              <Tabs.Tab key={link.to} value={link.to}>
                {i18n._(tabLabel(link, location))}
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
