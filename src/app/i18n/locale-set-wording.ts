import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { currentHost, type LocaleSet } from '../config/hosts.ts';

/**
 * The washing-service variant's own words (spec §1: locale set swa), each beside the default message it
 * replaces. Both are Lingui messages, so each variant is translated in all five languages like any other.
 */
const swaWording: readonly (readonly [MessageDescriptor, MessageDescriptor])[] = [
  // Main navigation, and the pages and first tabs that carry its names (README, 2026-11-25).
  [msg`Orders`, msg`Wash orders`],
  [msg`Buy`, msg`Order washing`],
  [msg`Pickups`, msg`Send for washing`],
  [msg`Sell`, msg`Send for washing`],
  [msg`Dispatching`, msg`Dispatch after washing`],
  [msg`Scheduled orders`, msg`Scheduled wash orders`],
  [msg`Scheduled pickups`, msg`Scheduled pickups for washing`],
  // The start page and the screens it links.
  [
    msg({ message: 'Welcome, {userName}. You work at {locationName} for {customerName}.' }),
    msg({
      message: 'Welcome to the washing service, {userName}. You work at {locationName} for {customerName}.',
    }),
  ],
  [msg`Balance`, msg`Load carrier balance`],
  [msg`Pallet receipts`, msg`Load carrier receipts`],
  [msg`Pallet receipts (inventory)`, msg`Load carrier receipts (inventory)`],
  [msg`Pallet receipt log`, msg`Load carrier receipt log`],
  // Order type names (TO, HE, RO).
  [msg`Order`, msg`Wash order`],
  [msg`Pickup`, msg`Pickup for washing`],
  [msg`Return order`, msg`Return after washing`],
];

const variants: Record<LocaleSet, ReadonlyMap<string, MessageDescriptor>> = {
  default: new Map(),
  swa: new Map(swaWording.map(([standard, variant]) => [standard.id, variant])),
};

/**
 * The message in the host's locale set (spec §1): the washing-service variant's own wording where it
 * differs, else the message as it is. Values of the message (`{userName}`) stay the same in both.
 */
export function worded(
  message: MessageDescriptor,
  localeSet: LocaleSet = currentHost.localeSet,
): MessageDescriptor {
  return variants[localeSet].get(message.id) ?? message;
}
