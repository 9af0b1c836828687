import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface TabLink {
  label: MessageDescriptor;
  to: string;
}

/** The tab groups of spec §2. */
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
  ],
  support: [
    { label: msg`Cases`, to: '/app/support/tickets' },
    { label: msg`Templates`, to: '/app/support/settings' },
  ],
  messages: [
    { label: msg`Messages`, to: '/app/messages' },
    { label: msg`Articles`, to: '/app/articles' },
    { label: msg`Guides`, to: '/app/guides' },
  ],
  orders: [
    { label: msg`Orders`, to: '/app/orders' },
    { label: msg`Scheduled orders`, to: '/app/orders/scheduled' },
  ],
  dispatch: [
    { label: msg`Dispatch orders`, to: '/app/dispatch' },
    { label: msg`Returns`, to: '/app/dispatch/returns' },
    { label: msg`Scheduled pickups`, to: '/app/dispatch/scheduled' },
  ],
  expedition: [
    { label: msg`Expedition`, to: '/app/expedition' },
    { label: msg`Direct reception`, to: '/app/expedition/direct' },
  ],
  delivery: [
    { label: msg`Delivery`, to: '/app/delivery' },
    { label: msg`External locations`, to: '/app/delivery/external' },
  ],
  containers: [
    { label: msg`Containers`, to: '/app/containers' },
    { label: msg`Rentals`, to: '/app/containers/rentals' },
    { label: msg`Container orders`, to: '/app/containers/orders' },
  ],
} as const satisfies Record<string, readonly TabLink[]>;

export type TabGroupName = keyof typeof tabGroups;
