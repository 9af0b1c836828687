import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { visibleNavItems } from '../../domain/navigation/main-nav.ts';
import { useDockBadges } from '../features/orders/dock/use-dock-badges.ts';
import { alertsQuery } from '../session/queries.ts';
import { navItemLabel, navPaths } from './nav-links.ts';

export interface NavItemView {
  key: string;
  label: string;
  to: string;
  badge: number;
}

/** The main navigation of the session's role, tasks and location, with badges (spec §2). */
export function useNavItems(): NavItemView[] {
  const { i18n } = useLingui();
  const { start } = useRouteContext({ from: '/app' });
  const alerts = useQuery(alertsQuery());
  const { location, loginUser } = start.status;
  const supportAlerts = (alerts.data ?? []).filter((alert) => alert.source === 'Support' && !alert.data.read);

  const items = visibleNavItems({ tasks: start.tasks, location, isGlobalAdmin: loginUser.isGlobalAdmin });
  const hasDock = items.some((item) => item === 'reception' || item === 'expedition' || item === 'delivery');
  const dock = useDockBadges(hasDock, start.preload.disagreements);
  const badges: Partial<Record<string, number>> = {
    delivery: dock.delivery,
    reception: dock.reception,
    expedition: dock.expedition,
    support: supportAlerts.length,
  };

  return items.map((item) => {
    const label = i18n._(navItemLabel(item, location));
    return { key: item, label, to: navPaths[item], badge: badges[item] ?? 0 };
  });
}
