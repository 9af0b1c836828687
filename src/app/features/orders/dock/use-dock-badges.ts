import type { DockArea } from '../../../../domain/dock/dock-orders.ts';
import { useDockRows } from './use-dock-rows.ts';

export type DockBadges = Record<DockArea, number>;

/**
 * The Reception, Dispatching and Goods delivery badges (spec §2; issue 15 item 4): how many orders each
 * list shows as waiting — the same rows, with this device's unsent work applied, so a badge and its
 * list never disagree, offline or after a sync. Until the lists are read the start bundle's count of
 * the deliveries in disagreement stands in (`deliveryAtStart`). `enabled` is false where the navigation
 * shows no dock item.
 */
export function useDockBadges(enabled: boolean, deliveryAtStart: number): DockBadges {
  const { lists, areas } = useDockRows(enabled);
  return {
    reception: areas.reception.waiting.length,
    expedition: areas.expedition.waiting.length,
    delivery: lists.data ? areas.delivery.waiting.length : deliveryAtStart,
  };
}
