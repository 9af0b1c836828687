/**
 * Rental statuses (issue 20 item 4, spec §4): a customer registers a rental (Registered), the provider
 * opens it by choosing free containers (Open), and the provider, or the customer on its own rental,
 * closes it (Closed). A registered rental may be withdrawn (Registered → Closed) by either: no container
 * was handed over, so nothing is charged. Nothing goes back.
 */
export const rentalStatuses = ['Registered', 'Open', 'Closed'] as const;
export type RentalStatus = (typeof rentalStatuses)[number];

export type RentalActor = 'provider' | 'customer';

const transitions: Record<RentalActor, Partial<Record<RentalStatus, RentalStatus[]>>> = {
  provider: { Registered: ['Open', 'Closed'], Open: ['Closed'] },
  customer: { Registered: ['Closed'], Open: ['Closed'] },
};

export function canChangeRental(from: RentalStatus, to: RentalStatus, actor: RentalActor): boolean {
  return transitions[actor][from]?.includes(to) ?? false;
}

export const isRentalStatus = (value: string): value is RentalStatus =>
  (rentalStatuses as readonly string[]).includes(value);
