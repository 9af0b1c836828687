import { splitEmails } from '../admin/locations.ts';
import { orderStatus } from './order-statuses.ts';

/**
 * Who is mailed when an order reaches a status (issue 17 item 7; README, design, 2026-11-25). The one
 * place the mapping lives: the server notes the statuses below and mails what this answers.
 */
export const orderNotificationKinds = [
  'order-confirmed',
  'purchase-order',
  'return-order',
  'order-disagreement',
  'order-deviation',
] as const;
export type OrderNotificationKind = (typeof orderNotificationKinds)[number];

/** The statuses that can mail; a change to another status notes nothing. */
export const notifyingStatuses: readonly number[] = [
  orderStatus.Ordered,
  orderStatus.ConfirmedWaba,
  orderStatus.NotAgreed,
  orderStatus.WaitForAccept,
];
export const statusMayNotify = (statusId: number) => notifyingStatuses.includes(statusId);

export interface NotifiedLocation {
  id: number;
  customerId: number;
  emailOrderConfirmed: string | null;
  emailPurchaseOrder: string | null;
  emailReturnOrder: string | null;
  /** The location's customer's company addresses (Company tab). */
  company: { emailOrderConfirmed: string | null; emailPurchase: string | null };
}

export interface NotifiedUser {
  id: number;
  name: string;
  customerId: number;
  email: string;
  language: string;
  isActive: boolean;
  notifyDisagree: boolean;
  notifyDeviation: boolean;
  /** The primary location and the secondary ones. */
  locationIds: readonly number[];
}

export interface OrderEvent {
  statusId: number;
  transactionTypeId: string;
  /** Sorted (13) with fewer pallets arrived than sent on some line (domain/dock/sorting.ts). */
  hasShortfall: boolean;
  from: NotifiedLocation;
  to: NotifiedLocation;
}

export interface NotificationRecipient {
  kind: OrderNotificationKind;
  address: string;
  /** The customer whose e-mail archive shows the mail. */
  customerId: number;
  /** The user's own language; null for a location's or company's address (the market's language). */
  language: string | null;
  /** The user's name, to greet them; null for a location's or company's address. */
  name: string | null;
}

/** What reaching the event's status means, or null when it mails no one. */
export function orderNotificationKind(event: Omit<OrderEvent, 'from' | 'to'>): OrderNotificationKind | null {
  const { statusId, transactionTypeId: type } = event;
  if (statusId === orderStatus.ConfirmedWaba && type === 'TO') return 'order-confirmed';
  if (statusId === orderStatus.Ordered && type === 'TO') return 'purchase-order';
  if (statusId === orderStatus.Ordered && type === 'RO') return 'return-order';
  if (statusId === orderStatus.NotAgreed) return 'order-disagreement';
  if (statusId === orderStatus.WaitForAccept && event.hasShortfall) return 'order-deviation';
  return null;
}

const listed = (...lists: (string | null)[]) => lists.flatMap((list) => (list ? splitEmails(list) : []));

/** A location's users who asked for the mail: of its customer, with it as primary or secondary location. */
function usersOf(
  location: NotifiedLocation,
  users: readonly NotifiedUser[],
  wants: (user: NotifiedUser) => boolean,
) {
  return users.filter(
    (user) =>
      user.isActive &&
      user.email.trim() !== '' &&
      user.customerId === location.customerId &&
      user.locationIds.includes(location.id) &&
      wants(user),
  );
}

/** Everyone the event mails, each address once (case-insensitively); an empty list when none. */
export function orderNotificationRecipients(
  event: OrderEvent,
  users: readonly NotifiedUser[],
): NotificationRecipient[] {
  const kind = orderNotificationKind(event);
  if (!kind) return [];
  const toAddresses = (location: NotifiedLocation, addresses: string[]) =>
    addresses.map((address) => ({
      kind,
      address,
      customerId: location.customerId,
      language: null,
      name: null,
    }));
  const toUsers = (location: NotifiedLocation, wants: (user: NotifiedUser) => boolean) =>
    usersOf(location, users, wants).map((user) => ({
      kind,
      address: user.email.trim(),
      customerId: location.customerId,
      language: user.language,
      name: user.name,
    }));
  const { from, to } = event;
  const all: NotificationRecipient[] =
    kind === 'order-confirmed'
      ? toAddresses(to, listed(to.emailOrderConfirmed, to.company.emailOrderConfirmed))
      : kind === 'purchase-order'
        ? toAddresses(to, listed(to.emailPurchaseOrder, to.company.emailPurchase))
        : kind === 'return-order'
          ? toAddresses(from, listed(from.emailReturnOrder))
          : kind === 'order-disagreement'
            ? [...toUsers(from, (user) => user.notifyDisagree), ...toUsers(to, (user) => user.notifyDisagree)]
            : toUsers(from, (user) => user.notifyDeviation);
  const seen = new Set<string>();
  return all.filter((recipient) => {
    const key = recipient.address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
