import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { StartBundle } from '../../../../../domain/session/session-status.ts';
import { editorQueries } from '../../editor/editor-queries.ts';
import type { OrderScope } from '../../queries.ts';
import { customerLocationsQuery, marketLocationsQuery } from './arrival-queries.ts';

/** Customer and location status 2 is shown as Blocked (spec §4): nothing is sent to or from it. */
const activeStatusId = 1;

export interface LocationOption {
  value: string;
  label: string;
}

interface Named {
  id: number;
  name: string;
  number: string;
}

const optionOf = (location: Named): LocationOption => ({
  value: String(location.id),
  label: `${location.name} (${location.number})`,
});

/**
 * The locations pallets come from or go to at the dock: the ones the acting location may trade with
 * (domain/dock/counterpart.ts, issue 14 item 8) — the customer's own other locations, then the provider
 * locations; at a provider location, for provider staff, every location of the market — each once and
 * never the acting location (spec §5 location picker). Read through the device, so they show offline.
 */
export function useOtherLocations(scope: OrderScope) {
  const { t } = useLingui();
  const { start } = useRouteContext({ from: '/app' });
  const { status }: StartBundle = start;
  const own = useQuery(customerLocationsQuery(scope));
  const partners = useQuery(editorQueries.partners(scope));
  // Another customer's location is a counterpart of a provider location only (the server says the same).
  const isMarketWide =
    status.location.isProvider && (status.loginUser.isProvider || status.loginUser.isGlobalAdmin);
  const market = useQuery({ ...marketLocationsQuery(scope), enabled: isMarketWide });

  const ownActive = (own.data ?? []).filter(
    (location) => location.id !== scope.locationId && location.statusId === activeStatusId,
  );
  const ownIds = new Set(ownActive.map((location) => location.id));
  const others = new Map<number, Named>();
  for (const location of [...(partners.data ?? []), ...(market.data ?? [])]) {
    if (location.id !== scope.locationId && !ownIds.has(location.id)) others.set(location.id, location);
  }

  const groups = [
    { group: t`Own locations`, items: ownActive.map(optionOf) },
    { group: t`Other locations`, items: [...others.values()].map(optionOf) },
  ].filter((group) => group.items.length > 0);
  const labels = new Map(groups.flatMap((group) => group.items).map((item) => [item.value, item.label]));
  return {
    groups,
    labelOf: (id: number) => labels.get(String(id)) ?? `#${id}`,
  };
}
