import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { ordersItemName, visibleNavItems } from '../../domain/navigation/main-nav.ts';
import { useDockBadges } from '../features/orders/dock/use-dock-badges.ts';
import { alertsQuery, disagreementsQuery } from '../session/queries.ts';
import { buyLabel, navLabels, navPaths, pickupsLabel } from './nav-links.ts';

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
  const disagreements = useQuery({
    ...disagreementsQuery(start.status.location.id),
    initialData: start.preload.disagreements,
  });
  const alerts = useQuery(alertsQuery());
  const { location, loginUser } = start.status;
  const isBuy = ordersItemName(location) === 'buy';
  const supportAlerts = (alerts.data ?? []).filter((alert) => alert.source === 'Support' && !alert.data.read);

  const items = visibleNavItems({ tasks: start.tasks, location, isGlobalAdmin: loginUser.isGlobalAdmin });
  const dock = useDockBadges(items.includes('reception') || items.includes('expedition'));
  const badges: Partial<Record<string, number>> = {
    delivery: disagreements.data,
    reception: dock.reception,
    expedition: dock.expedition,
    support: supportAlerts.length,
  };

  return items.map((item) => {
    let label = i18n._(navLabels[item]);
    if (item === 'orders' && isBuy) label = i18n._(buyLabel);
    if (item === 'dispatch' && !isBuy) label = i18n._(pickupsLabel);
    return { key: item, label, to: navPaths[item], badge: badges[item] ?? 0 };
  });
}
