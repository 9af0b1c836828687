import type { CustomerRole, MarketSeed } from './market-seed.ts';
import type { SeededChoice } from './seed-reference.ts';
import type { Random } from './seeded-random.ts';

/** A stored demo location, with what the order generator needs to route orders to and from it. */
export interface SeededLocation {
  id: number;
  key: string;
  customerId: number;
  role: CustomerRole;
  countryId: string;
  isProvider: boolean;
  isPooling: boolean;
  /** The location and its customer are both active (statusId 1). */
  isActive: boolean;
  /** The choices it can order (availability 'available'). */
  availableChoices: SeededChoice[];
}

export interface SeededUser {
  id: number;
  loginName: string;
  customerId: number;
  locationId: number;
  isActive: boolean;
}

/** What one market's steps hand to the next ones. */
export interface SeededMarket {
  seed: MarketSeed;
  random: Random;
  today: Date;
  customerIds: Map<CustomerRole, number>;
  locations: SeededLocation[];
  users: SeededUser[];
}

export function locationOf(market: Pick<SeededMarket, 'seed' | 'locations'>, key: string): SeededLocation {
  const location = market.locations.find((candidate) => candidate.key === key);
  if (!location) throw new Error(`Market ${market.seed.id} has no demo location '${key}'`);
  return location;
}

export function userOf(market: Pick<SeededMarket, 'seed' | 'users'>, loginName: string): SeededUser {
  const user = market.users.find((candidate) => candidate.loginName === loginName);
  if (!user) throw new Error(`Market ${market.seed.id} has no demo user '${loginName}'`);
  return user;
}

export function customerIdOf(market: Pick<SeededMarket, 'seed' | 'customerIds'>, role: CustomerRole): number {
  const id = market.customerIds.get(role);
  if (id === undefined) throw new Error(`Market ${market.seed.id} has no ${role} customer`);
  return id;
}
