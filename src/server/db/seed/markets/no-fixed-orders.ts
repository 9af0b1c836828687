import type { FixedOrderSeed } from '../market-seed.ts';

/**
 * Orders the Norwegian demo logins need: work waiting for `lager` at Alnabru (reception: pickups and
 * returns sent or confirmed to it; expedition: orders from it, ordered or confirmed), disagreements
 * involving it, every order type at `kunde.admin`'s locations, and some history for the others.
 */
export const noFixedOrders: readonly FixedOrderSeed[] = [
  // Reception at Alnabru.
  { type: 'HE', status: 4, from: 'lillehammer', to: 'alnabru' },
  { type: 'HE', status: 4, from: 'hamar', to: 'alnabru' },
  { type: 'HE', status: 4, from: 'grunerlokka', to: 'alnabru' },
  { type: 'RO', status: 4, from: 'drammen', to: 'alnabru' },
  { type: 'RO', status: 2, from: 'gjovik', to: 'alnabru' },
  { type: 'HE', status: 2, from: 'majorstuen', to: 'alnabru' },
  { type: 'HE', status: 2, from: 'elverum', to: 'alnabru' },
  // Expedition from Alnabru.
  { type: 'TO', status: 1, from: 'alnabru', to: 'lillehammer' },
  { type: 'TO', status: 1, from: 'alnabru', to: 'grunerlokka' },
  { type: 'TO', status: 1, from: 'alnabru', to: 'drammen' },
  { type: 'TO', status: 2, from: 'alnabru', to: 'hamar' },
  { type: 'TO', status: 2, from: 'alnabru', to: 'majorstuen' },
  { type: 'TO', status: 2, from: 'alnabru', to: 'stromstad' },
  // Disagreements involving Alnabru.
  { type: 'TO', status: 6, from: 'alnabru', to: 'lillehammer', isReceiverRegistered: true },
  { type: 'HE', status: 6, from: 'gjovik', to: 'alnabru', isReceiverRegistered: false },
  { type: 'RO', status: 6, from: 'lofthus', to: 'alnabru', isReceiverRegistered: true },
  // Sorting at Alnabru.
  { type: 'HE', status: 9, from: 'lillehammer', to: 'alnabru' },
  { type: 'HE', status: 12, from: 'drammen', to: 'alnabru' },
  { type: 'HE', status: 13, from: 'hamar', to: 'alnabru' },
  // Every type at kunde.admin's locations.
  { type: 'TO', status: 5, from: 'alnabru', to: 'lillehammer' },
  { type: 'HE', status: 5, from: 'lillehammer', to: 'bergen' },
  { type: 'RO', status: 5, from: 'lillehammer', to: 'alnabru' },
  { type: 'GL', status: 5, from: 'lillehammer', to: 'grunerlokka' },
  { type: 'GL', status: 4, from: 'hamar', to: 'majorstuen' },
  { type: 'OO', status: 1, from: 'lillehammer', to: 'elverum' },
  { type: 'OO', status: 5, from: 'gjovik', to: 'lillehammer' },
  // butikk's store.
  { type: 'TO', status: 5, from: 'alnabru', to: 'grunerlokka' },
  { type: 'TO', status: 0, from: 'alnabru', to: 'grunerlokka' },
  { type: 'GL', status: 6, from: 'lillehammer', to: 'grunerlokka', isReceiverRegistered: true },
  // The customer without the agreement, and the blocked one's history.
  { type: 'TO', status: 5, from: 'bergen', to: 'lofthus' },
  { type: 'TO', status: 5, from: 'bergen', to: 'kristiansand' },
  { type: 'HE', status: 8, from: 'arendal', to: 'bergen' },
];
