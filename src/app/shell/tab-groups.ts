import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MainNavItem, NavContext } from '../../domain/navigation/main-nav.ts';
import { worded } from '../i18n/locale-set-wording.ts';
import { navItemLabel } from './nav-links.ts';

/** A tab; the list a main navigation item opens carries that item's name (README, 2026-11-25). */
export type TabLink = { to: string } & ({ label: MessageDescriptor } | { navItem: MainNavItem });

/** A tab's name at the acting location (none outside the authenticated area). */
export function tabLabel(link: TabLink, location: NavContext['location'] | undefined): MessageDescriptor {
  if ('label' in link) return worded(link.label);
  return navItemLabel(link.navItem, location ?? notActing);
}

const notActing = {
  isProvider: false,
  isPooling: false,
  isCommission: false,
  isDispatch: false,
  isContainerActive: false,
};

/** The tab groups of spec §2; a nav item's first tab takes that item's name. */
export const tabGroups = {
  company: [
    { label: msg`Company`, to: '/app/company' },
    { label: msg`Locations`, to: '/app/company/locations' },
    { label: msg`Users`, to: '/app/company/users' },
    { label: msg`External locations`, to: '/app/company/external' },
    { label: msg`Email archive`, to: '/app/company/email-archive' },
    { label: msg`Counting`, to: '/app/company/audit' },
  ],
  global: [
    { label: msg`Caching`, to: '/app/global/caching' },
    { label: msg`Log`, to: '/app/global/log' },
    { label: msg`Publishing`, to: '/app/global/publishing' },
    { label: msg`New customers`, to: '/app/global/new-customers' },
  ],
  support: [
    { navItem: 'support', to: '/app/support/tickets' },
    { label: msg`Templates`, to: '/app/support/settings' },
  ],
  messages: [
    { label: msg`Messages`, to: '/app/messages' },
    { label: msg`Articles`, to: '/app/articles' },
    { label: msg`Guides`, to: '/app/guides' },
  ],
  orders: [
    { navItem: 'orders', to: '/app/orders' },
    { label: msg`Scheduled orders`, to: '/app/orders/scheduled' },
  ],
  dispatch: [
    { navItem: 'dispatch', to: '/app/dispatch' },
    { label: msg`Returns`, to: '/app/dispatch/returns' },
    { label: msg`Scheduled pickups`, to: '/app/dispatch/scheduled' },
  ],
  expedition: [
    { navItem: 'expedition', to: '/app/expedition' },
    { label: msg`Direct reception`, to: '/app/expedition/direct' },
  ],
  delivery: [
    { navItem: 'delivery', to: '/app/delivery' },
    { label: msg`External locations`, to: '/app/delivery/external' },
  ],
  containers: [
    { navItem: 'containers', to: '/app/containers' },
    { label: msg`Rentals`, to: '/app/containers/rentals' },
    { label: msg`Container orders`, to: '/app/containers/orders' },
  ],
} as const satisfies Record<string, readonly TabLink[]>;

export type TabGroupName = keyof typeof tabGroups;
