import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import { personHandle } from './ascii-name.ts';
import type { CustomerSeed, UserSeed } from './market-seed.ts';
import { customerIdOf, locationOf, type SeededMarket, type SeededUser } from './seeded-market.ts';

/**
 * The users of one market with their secondary locations and menu tasks (spec §6). Every user gets the
 * same password hash, made once per seed run: scrypt at the production cost takes ~0.4 s per hash.
 */
export async function seedUsers(
  trx: Kysely<DB>,
  market: Omit<SeededMarket, 'users'>,
  passwordHash: string,
): Promise<SeededUser[]> {
  const { seed, random } = market;
  const planned = seed.customers.flatMap((customer) =>
    customer.users.map((user) => ({ user, customer, loginName: user.loginName ?? personHandle(user.name) })),
  );
  const rows = planned.map(({ user, customer, loginName }) => ({
    marketId: seed.id,
    customerId: customerIdOf(market, customer.role),
    locationId: locationOf(market, user.locationKey).id,
    loginName,
    name: user.name,
    email: `${personHandle(user.name)}@${seed.emailDomain}`,
    phone: user.phone ?? random.pattern(seed.phonePattern),
    language: user.language ?? seed.language,
    passwordHash,
    isActive: user.isActive ?? true,
    isCustomerAdmin: user.isCustomerAdmin ?? false,
    isLocationAdmin: user.isLocationAdmin ?? false,
    isGlobalAdmin: user.isGlobalAdmin ?? false,
    isProvider: user.isProvider ?? false,
    reportLevel: user.reportLevel ?? (user.isCustomerAdmin ? 1 : 0),
    confirmedGdpr: user.confirmedGdpr ?? true,
    ...notifications(user, customer),
  }));
  const stored = await trx
    .insertInto('users')
    .values(rows)
    .returning(['id', 'loginName', 'customerId', 'locationId', 'isActive'])
    .execute();

  const idOf = (loginName: string) => {
    const id = stored.find((row) => row.loginName === loginName)?.id;
    if (id === undefined) throw new Error(`User ${loginName} was not stored`);
    return id;
  };
  const secondary = planned.flatMap(({ user, loginName }) =>
    (user.secondaryLocationKeys ?? []).map((key) => ({
      userId: idOf(loginName),
      locationId: locationOf(market, key).id,
    })),
  );
  if (secondary.length) await trx.insertInto('userSecondaryLocations').values(secondary).execute();
  const tasks = planned.flatMap(({ user, loginName }) =>
    (user.tasks ?? []).map((taskId) => ({ userId: idOf(loginName), taskId })),
  );
  if (tasks.length) await trx.insertInto('webTaskUsers').values(tasks).execute();
  return stored;
}

/** Admins hear about deviations and disagreements; provider staff about high volumes and stock. */
function notifications(user: UserSeed, customer: CustomerSeed) {
  const isAdmin = Boolean(user.isCustomerAdmin || user.isLocationAdmin);
  const isProviderStaff = customer.role === 'provider';
  return {
    notifyDeviation: isAdmin,
    notifyDisagree: isAdmin || isProviderStaff,
    notifyHighVolume: isProviderStaff,
    notifyStock: isProviderStaff,
    notifyNewCustomer: Boolean(user.isGlobalAdmin),
  };
}
