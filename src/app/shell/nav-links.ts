import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ordersItemName, type MainNavItem, type NavContext } from '../../domain/navigation/main-nav.ts';
import { worded } from '../i18n/locale-set-wording.ts';

/** Where each main navigation item leads and its label (spec §2). */
export const navPaths = {
  home: '/app/home',
  orders: '/app/orders',
  dispatch: '/app/dispatch',
  delivery: '/app/delivery',
  reception: '/app/reception',
  expedition: '/app/expedition',
  containers: '/app/containers',
  reports: '/app/reports',
  support: '/app/support/tickets',
} as const satisfies Record<MainNavItem, string>;

/** The names at pooling and commission locations (spec §2). */
const navLabels = {
  home: msg`Start page`,
  orders: msg`Orders`,
  dispatch: msg`Pickups`,
  delivery: msg`Goods delivery`,
  reception: msg`Reception`,
  expedition: msg`Dispatching`,
  containers: msg`Container`,
  reports: msg`Reports`,
  support: msg`Support`,
} as const satisfies Record<MainNavItem, MessageDescriptor>;

/** Other locations buy and sell (spec §2). */
const buyAndSellLabels: Partial<Record<MainNavItem, MessageDescriptor>> = {
  orders: msg`Buy`,
  dispatch: msg`Sell`,
};

/**
 * A main navigation item's name at the acting location, in the host's locale set (spec §1). The page it
 * opens and that page's first tab carry the same name (README, 2026-11-25), so screens take their titles
 * from here too.
 */
export function navItemLabel(item: MainNavItem, location: NavContext['location']): MessageDescriptor {
  const buyAndSell = ordersItemName(location) === 'buy' ? buyAndSellLabels[item] : undefined;
  return worded(buyAndSell ?? navLabels[item]);
}
