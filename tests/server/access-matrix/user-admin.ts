import type { CaseContext, RouteEntry } from './access-table.ts';
import { anyUser, guarded, type Expectation } from './expectations.ts';
import type { TenantIds } from './fixtures.ts';
import { staleVersion } from './requests.ts';

/**
 * Company → Users (issue 17 items 3–4): admins only. A customer admin reaches the users of their own
 * customer (another customer's id is 404); a global admin those of the customer they act for, which in
 * the matrix is their own provider customer, so tenant A's and B's ids are 404 to them.
 */
const admins = (status: number): Expectation => ({ ...anyUser(403), global: status, 'kunde.admin': status });

const byAdmin = (ownerStatus: number): Expectation => ({
  ...guarded,
  owner: 403,
  reader: 403,
  colleague: 403,
  provider: 403,
  stranger: 403,
  global: 404,
  'kunde.admin@A': ownerStatus,
  'kunde.admin@B': 404,
});

const tenantOf = (ctx: CaseContext): TenantIds => {
  if (!ctx.ids) throw new Error('a route by owner is called without ids');
  return ctx.ids;
};

/**
 * The tenant's user as it stands, at a version it never had: whoever may change it gets 409 and
 * nothing is written. Its admin flag is kept, so kunde.admin changing itself demotes no one.
 */
const staleUserBody = (tenant: TenantIds) => ({
  id: tenant.userId,
  version: staleVersion,
  name: 'Matrix',
  loginName: tenant.login,
  email: 'matrix@example.no',
  phone: '',
  language: 'nb-NO',
  isActive: true,
  isCustomerAdmin: tenant.login === 'kunde.admin',
  locationId: tenant.locationId,
  secondaryLocationIds: [],
  tasks: [],
  reportLevel: 1,
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
});

export const userAdminAccess: Record<string, RouteEntry> = {
  'GET adminUsers': { expect: admins(200) },
  'GET adminUser': {
    byOwner: true,
    request: (ctx) => ({ query: { id: String(tenantOf(ctx).userId) } }),
    expect: byAdmin(200),
  },
  'POST adminUser': {
    byOwner: true,
    request: (ctx) => ({ body: staleUserBody(tenantOf(ctx)) }),
    expect: byAdmin(409),
  },
};
