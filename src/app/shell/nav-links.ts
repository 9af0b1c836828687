import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MainNavItem } from '../../domain/navigation/main-nav.ts';

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

export const navLabels = {
  home: msg`Start page`,
  orders: msg`Orders`,
  dispatch: msg`Sell`,
  delivery: msg`Goods delivery`,
  reception: msg`Reception`,
  expedition: msg`Dispatching`,
  containers: msg`Container`,
  reports: msg`Reports`,
  support: msg`Support`,
} as const satisfies Record<MainNavItem, MessageDescriptor>;

/** Non-pooling, non-commission locations call them Buy and Sell; the others Orders and Pickups. */
export const buyLabel = msg`Buy`;
export const pickupsLabel = msg`Pickups`;
