import type { AdminUser, AdminUserInput, AdminUserSaveAnswer } from '../../../src/domain/admin/users.ts';
import type { TestApp } from '../../helpers/test-app.ts';

export const userNamed = (t: TestApp, loginName: string, market = 'no') =>
  t.app.db
    .selectFrom('users')
    .select(['id', 'customerId', 'locationId', 'email', 'name'])
    .where('marketId', '=', market)
    .where('loginName', '=', loginName)
    .executeTakeFirstOrThrow();

/** The customer's locations by name. */
export const locationsOf = (t: TestApp, customerId: number) =>
  t.app.db
    .selectFrom('locations')
    .select(['id', 'name'])
    .where('customerId', '=', customerId)
    .orderBy('id')
    .execute();

let serial = 0;

/** A valid new user of kunde.admin's customer at the given location; overrides win. */
export function makeUserInput(locationId: number, overrides: Partial<AdminUserInput> = {}): AdminUserInput {
  serial += 1;
  return {
    name: `Test User ${serial}`,
    loginName: `test.user.${serial}`,
    email: `test.user.${serial}@example.no`,
    phone: '',
    language: 'en-US',
    isActive: true,
    isCustomerAdmin: false,
    locationId,
    secondaryLocationIds: [],
    tasks: [],
    reportLevel: 0,
    isSuperuser: false,
    isLocationAdmin: false,
    isProvider: false,
    isGlobalAdmin: false,
    supportUser: 'none',
    notifyAutocommit: false,
    notifyDeviation: false,
    notifyDisagree: false,
    notifyHighVolume: false,
    notifyNewCustomer: false,
    notifyStock: false,
    ...overrides,
  };
}

/** The form of a read user, as the app sends it back with a change. */
export function inputOf(user: AdminUser, changes: Partial<AdminUserInput> = {}): AdminUserInput {
  const { customerId: _customer, lastLoginAt: _last, createdAt: _created, ...fields } = user;
  return { ...fields, ...changes };
}

export const saveUser = (t: TestApp, admin: string | null, body: unknown) =>
  t.callAs<AdminUserSaveAnswer>(admin, 'POST', 'adminUser', { body });

export async function readUser(t: TestApp, admin: string, id: number): Promise<AdminUser> {
  const answer = await t.callAs<AdminUser>(admin, 'GET', 'adminUser', { query: { id: String(id) } });
  if (!answer.body.data) throw new Error(`GET adminUser ${id}: ${answer.status}`);
  return answer.body.data;
}

/** The welcome mails in the archive to an address, oldest first. */
export const welcomeMailsTo = (t: TestApp, address: string) =>
  t.app.db
    .selectFrom('emailArchive')
    .selectAll()
    .where('toAddress', '=', address)
    .where('kind', '=', 'welcome')
    .orderBy('id')
    .execute();
