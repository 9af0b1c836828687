import { describe, expect, it } from 'vitest';
import {
  canGrantRole,
  canManageCustomerUsers,
  grantableReportLevels,
  userChangeRefusal,
  type RuledUser,
  type UserAdminActor,
} from '../../../src/domain/admin/user-rules.ts';
import { adminUserInputSchema } from '../../../src/domain/admin/users.ts';

const customerAdmin: UserAdminActor = { id: 1, customerId: 10, isCustomerAdmin: true, isGlobalAdmin: false };
const globalAdmin: UserAdminActor = { id: 2, customerId: 99, isCustomerAdmin: false, isGlobalAdmin: true };
const plainUser: RuledUser = {
  isActive: true,
  isCustomerAdmin: false,
  isGlobalAdmin: false,
  isProvider: false,
  reportLevel: 0,
};
const newUser = { id: null, before: null };
const existing = (before: RuledUser, id = 5) => ({ id, before });

describe('who manages users (spec §6; issue 17 item 4)', () => {
  it('lets a customer admin manage only their own customer, a global admin any', () => {
    expect(canManageCustomerUsers(customerAdmin, 10)).toBe(true);
    expect(canManageCustomerUsers(customerAdmin, 11)).toBe(false);
    expect(canManageCustomerUsers(globalAdmin, 11)).toBe(true);
    expect(canManageCustomerUsers({ ...customerAdmin, isCustomerAdmin: false }, 10)).toBe(false);
  });

  it('gives global admin and provider staff only by a global admin', () => {
    expect(canGrantRole(customerAdmin, 'isGlobalAdmin')).toBe(false);
    expect(canGrantRole(customerAdmin, 'isProvider')).toBe(false);
    expect(canGrantRole(customerAdmin, 'isSuperuser')).toBe(true);
    expect(canGrantRole(customerAdmin, 'isLocationAdmin')).toBe(true);
    expect(canGrantRole(globalAdmin, 'isGlobalAdmin')).toBe(true);
  });

  it('limits a customer admin to report levels location (0) and customer (1)', () => {
    expect(grantableReportLevels(customerAdmin)).toEqual([0, 1]);
    expect(grantableReportLevels(globalAdmin)).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses a customer admin granting global admin, provider staff or report level 2', () => {
    expect(userChangeRefusal(customerAdmin, newUser, { ...plainUser, isGlobalAdmin: true })).toBe(
      'MayNotGrantGlobalAdmin',
    );
    expect(userChangeRefusal(customerAdmin, newUser, { ...plainUser, isProvider: true })).toBe(
      'MayNotGrantProvider',
    );
    expect(userChangeRefusal(customerAdmin, existing(plainUser), { ...plainUser, reportLevel: 2 })).toBe(
      'MayNotGrantReportLevel',
    );
    expect(userChangeRefusal(customerAdmin, newUser, { ...plainUser, reportLevel: 1 })).toBeNull();
  });

  it('lets a global admin grant all of them', () => {
    const after = { ...plainUser, isGlobalAdmin: true, isProvider: true, reportLevel: 4 as const };
    expect(userChangeRefusal(globalAdmin, newUser, after)).toBeNull();
  });

  it('keeps a report level a global admin gave when a customer admin edits other fields', () => {
    const chain = { ...plainUser, reportLevel: 2 as const };
    expect(userChangeRefusal(customerAdmin, existing(chain), chain)).toBeNull();
  });

  it('leaves global admins and provider staff to global admins', () => {
    const provider = { ...plainUser, isProvider: true };
    expect(userChangeRefusal(customerAdmin, existing(provider), provider)).toBe('MayNotEditUser');
    expect(userChangeRefusal(globalAdmin, existing(provider), plainUser)).toBeNull();
  });

  it('refuses anyone deactivating or demoting themselves', () => {
    const self = { ...plainUser, isCustomerAdmin: true };
    const mine = existing(self, customerAdmin.id);
    expect(userChangeRefusal(customerAdmin, mine, { ...self, isActive: false })).toBe('MayNotDeactivateSelf');
    expect(userChangeRefusal(customerAdmin, mine, { ...self, isCustomerAdmin: false })).toBe(
      'MayNotDemoteSelf',
    );
    expect(userChangeRefusal(customerAdmin, mine, { ...self, reportLevel: 1 })).toBeNull();
    const global = { ...plainUser, isGlobalAdmin: true };
    expect(userChangeRefusal(globalAdmin, existing(global, globalAdmin.id), plainUser)).toBe(
      'MayNotDemoteSelf',
    );
  });

  it('allows deactivating another user', () => {
    expect(
      userChangeRefusal(customerAdmin, existing(plainUser), { ...plainUser, isActive: false }),
    ).toBeNull();
  });
});

describe('the user form schema (spec §3 User (administration))', () => {
  const valid = {
    name: 'Kari Nordmann',
    loginName: 'kari.n',
    email: 'kari@example.no',
    phone: '',
    language: 'nb-NO',
    isActive: true,
    isCustomerAdmin: false,
    locationId: 1,
    secondaryLocationIds: [],
    tasks: ['ORDER'],
    reportLevel: 0,
    isSuperuser: false,
    isLocationAdmin: false,
    isProvider: false,
    isGlobalAdmin: false,
    supportUser: 'none',
    notifyAutocommit: false,
    notifyDeviation: true,
    notifyDisagree: true,
    notifyHighVolume: false,
    notifyNewCustomer: false,
    notifyStock: false,
  };

  it('accepts a new user and asks a change for its version', () => {
    expect(adminUserInputSchema.safeParse(valid).success).toBe(true);
    const change = adminUserInputSchema.safeParse({ ...valid, id: 3 });
    expect(change.error?.issues[0]?.path).toEqual(['version']);
  });

  it('refuses a report level outside 0–4, an unknown task and a login name with a space', () => {
    expect(adminUserInputSchema.safeParse({ ...valid, reportLevel: 5 }).success).toBe(false);
    expect(adminUserInputSchema.safeParse({ ...valid, tasks: ['ADMIN'] }).success).toBe(false);
    expect(adminUserInputSchema.safeParse({ ...valid, loginName: 'kari n' }).success).toBe(false);
    expect(adminUserInputSchema.safeParse({ ...valid, email: 'no-mail' }).success).toBe(false);
  });
});
