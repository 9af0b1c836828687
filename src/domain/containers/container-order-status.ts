import { addDays } from '../calendar/calendar-date.ts';
/**
 * Container order statuses (issue 20 item 3, spec §3): Open by default; the provider confirms,
 * delivers or cancels; the customer may cancel its own order while it is still Open.
 */
export const containerOrderStatuses = ['Open', 'Confirmed', 'Delivered', 'Cancelled'] as const;
export type ContainerOrderStatus = (typeof containerOrderStatuses)[number];

export type ContainerOrderActor = 'provider' | 'customer';

const transitions: Record<
  ContainerOrderActor,
  Partial<Record<ContainerOrderStatus, ContainerOrderStatus[]>>
> = {
  provider: {
    Open: ['Confirmed', 'Delivered', 'Cancelled'],
    Confirmed: ['Delivered', 'Cancelled'],
  },
  customer: { Open: ['Cancelled'] },
};

/** Whether the actor may move an order from one status to another. */
export function canChangeContainerOrder(
  from: ContainerOrderStatus,
  to: ContainerOrderStatus,
  actor: ContainerOrderActor,
): boolean {
  return transitions[actor][from]?.includes(to) ?? false;
}

/** The statuses the actor may move an order in `from` to, for the screen's buttons. */
export function nextContainerOrderStatuses(
  from: ContainerOrderStatus,
  actor: ContainerOrderActor,
): ContainerOrderStatus[] {
  return transitions[actor][from] ?? [];
}

/** A status the provider may set but the customer never may (confirming, delivering): 403 rather than 409. */
export const isProviderOnlyStatus = (to: ContainerOrderStatus) => to === 'Confirmed' || to === 'Delivered';

export const isContainerOrderStatus = (value: string): value is ContainerOrderStatus =>
  (containerOrderStatuses as readonly string[]).includes(value);

/**
 * The first day a container order may be delivered on: tomorrow (the provider needs a day to load).
 * The order form's date picker and the server's check use this one rule.
 */
export const earliestDeliveryDate = (today: string) => addDays(today, 1);
