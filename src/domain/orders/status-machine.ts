import { orderStatus as s, type OrderStatusId } from './order-statuses.ts';
import { transactionTypeIds, type TransactionTypeId } from './transaction-types.ts';

/**
 * Who changes an order's status (spec §4 gives the statuses, not the transitions; README, design
 * section): a customer user at the order's sending or receiving location, or provider staff (SR/SW).
 * Provider staff at a provider location are also its sender or receiver.
 */
export const orderActors = ['sender', 'receiver', 'provider'] as const;
export type OrderActor = (typeof orderActors)[number];

export interface OrderTransition {
  from: OrderStatusId;
  to: OrderStatusId;
  types: readonly TransactionTypeId[];
  actors: readonly OrderActor[];
}

const all = transactionTypeIds;
/** Pickups for washing and returns end at the provider, who sorts them (spec §9: dispatching). */
const sorted: readonly TransactionTypeId[] = ['HE', 'RO'];
const deliveries: readonly TransactionTypeId[] = ['GL', 'OO'];
/** The ordering customer sends the draft: the receiver of an order (TO), else the sender. */
const orderedByReceiver: readonly TransactionTypeId[] = ['TO'];
const orderedBySender: readonly TransactionTypeId[] = ['HE', 'RO', 'GL', 'OO'];

export const orderTransitions: readonly OrderTransition[] = [
  { from: s.Web, to: s.Ordered, types: orderedByReceiver, actors: ['receiver'] },
  { from: s.Web, to: s.Ordered, types: orderedBySender, actors: ['sender'] },
  // Until the provider confirms, the orderer may cancel what it sent (orderer-actions.ts).
  { from: s.Ordered, to: s.CancelledWaba, types: orderedByReceiver, actors: ['receiver'] },
  { from: s.Ordered, to: s.CancelledWaba, types: orderedBySender, actors: ['sender'] },
  // The provider confirms, cancels or replaces what was ordered.
  { from: s.Ordered, to: s.ConfirmedWaba, types: all, actors: ['provider'] },
  { from: s.Ordered, to: s.CancelledWaba, types: all, actors: ['provider'] },
  { from: s.ConfirmedWaba, to: s.CancelledWaba, types: all, actors: ['provider'] },
  { from: s.Ordered, to: s.Replaced, types: all, actors: ['provider'] },
  { from: s.ConfirmedWaba, to: s.Replaced, types: all, actors: ['provider'] },
  // Deliveries between customers need no confirmation by the provider.
  { from: s.Ordered, to: s.Picked, types: deliveries, actors: ['sender'] },
  { from: s.ConfirmedWaba, to: s.Picked, types: all, actors: ['sender'] },
  { from: s.Picked, to: s.Sent, types: all, actors: ['sender'] },
  // The provider's truck collects pickups and returns, so its staff may pick and send them too.
  { from: s.ConfirmedWaba, to: s.Picked, types: sorted, actors: ['provider'] },
  { from: s.Picked, to: s.Sent, types: sorted, actors: ['provider'] },
  { from: s.Sent, to: s.Confirmed, types: all, actors: ['receiver'] },
  { from: s.Sent, to: s.NotAgreed, types: all, actors: ['receiver'] },
  // Sorting at the provider (HE, RO): arrived → waiting → treatment → sorted → the customer confirms.
  { from: s.Sent, to: s.ReceivedSort, types: sorted, actors: ['provider'] },
  { from: s.ReceivedSort, to: s.WaitForSort, types: sorted, actors: ['provider'] },
  { from: s.WaitForSort, to: s.Treatment, types: sorted, actors: ['provider'] },
  { from: s.Treatment, to: s.WaitForAccept, types: sorted, actors: ['provider'] },
  { from: s.WaitForAccept, to: s.WaitForConfirmation, types: sorted, actors: ['provider'] },
  { from: s.WaitForAccept, to: s.Confirmed, types: sorted, actors: ['provider'] },
  { from: s.WaitForConfirmation, to: s.Confirmed, types: sorted, actors: ['sender'] },
  { from: s.WaitForConfirmation, to: s.NotAgreed, types: sorted, actors: ['sender'] },
  // The provider mediates every disagreement; either party may then agree, or disagree again.
  { from: s.NotAgreed, to: s.WaitForAgreement, types: all, actors: ['provider'] },
  { from: s.NotAgreed, to: s.Confirmed, types: all, actors: ['provider'] },
  { from: s.WaitForAgreement, to: s.Confirmed, types: all, actors: ['sender', 'receiver', 'provider'] },
  { from: s.WaitForAgreement, to: s.NotAgreed, types: all, actors: ['sender', 'receiver'] },
];

export interface TransitionQuery {
  type: string;
  from: number;
  /** One role, or every role the user has on this order (any one suffices). */
  actor: OrderActor | readonly OrderActor[];
}

function matching({ type, from, actor }: TransitionQuery) {
  const actors: readonly OrderActor[] = typeof actor === 'string' ? [actor] : actor;
  return orderTransitions.filter(
    (transition) =>
      transition.from === from &&
      (transition.types as readonly string[]).includes(type) &&
      transition.actors.some((allowed) => actors.includes(allowed)),
  );
}

export function canTransition(query: TransitionQuery & { to: number }): boolean {
  return matching(query).some((transition) => transition.to === query.to);
}

/** The statuses the actor may move the order to next, in id order. */
export function nextStatuses(query: TransitionQuery): OrderStatusId[] {
  return [...new Set(matching(query).map((transition) => transition.to))].sort((a, b) => a - b);
}

/** Moving to Sent stamps the sent date; arriving (Confirmed, or ReceivedSort at the provider) the receival date. */
export function datesStampedOn(to: number): { sentDate: boolean; receivalDate: boolean } {
  return { sentDate: to === s.Sent, receivalDate: to === s.Confirmed || to === s.ReceivedSort };
}
