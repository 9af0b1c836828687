import { emptyLocationFields } from '../../../src/domain/admin/locations.ts';
import type { CaseContext, RouteEntry } from './access-table.ts';
import { anyUser, guarded, type Expectation } from './expectations.ts';
import type { TenantIds } from './fixtures.ts';
import { staleVersion } from './requests.ts';

/**
 * Company → Locations (issue 17 items 2 and 4): admins only. A customer admin reaches the locations
 * of their own customer (another customer's id is 404); a global admin those of the customer they act
 * for, which in the matrix is their own provider customer, so tenant A's and B's ids are 404 to them.
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

const byTenant = (build: (tenant: TenantIds, ctx: CaseContext) => unknown) => ({
  byOwner: true,
  request: async (ctx: CaseContext) => {
    const parts = await build(tenantOf(ctx), ctx);
    return parts as { query?: Record<string, string>; body?: unknown };
  },
});

/** A delivery address of the tenant's location, made for the case (the seed has none). */
const tenantAddress = async (tenant: TenantIds, ctx: CaseContext) => {
  const made = await ctx.t.app.db
    .insertInto('locationAddresses')
    .values({
      locationId: tenant.locationId,
      name: 'Matrix',
      street: 'Gate 1',
      postCode: '0150',
      postPlace: 'OSLO',
      countryId: 'NOR',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return made.id;
};

export const locationAdminAccess: Record<string, RouteEntry> = {
  'GET adminLocations': { expect: admins(200) },
  'GET poolingGroups': { expect: admins(200) },
  'GET adminLocation': {
    ...byTenant((tenant) => ({ query: { id: String(tenant.locationId) } })),
    expect: byAdmin(200),
  },
  // A stale version passes every access check and writes nothing.
  'POST adminLocation': {
    ...byTenant((tenant) => ({
      body: {
        ...emptyLocationFields,
        name: 'Matrix',
        number: '1',
        id: tenant.locationId,
        version: staleVersion,
      },
    })),
    expect: byAdmin(409),
  },
  'POST adminLocationDelete': {
    ...byTenant((tenant) => ({ body: { id: tenant.locationId, version: staleVersion } })),
    expect: byAdmin(409),
  },
  'GET locationAddresses': {
    ...byTenant((tenant) => ({ query: { locationId: String(tenant.locationId) } })),
    expect: byAdmin(200),
  },
  // A post code that fits no country's mask is refused after the access checks, so nothing is stored.
  'POST locationAddress': {
    ...byTenant((tenant) => ({
      body: {
        locationId: tenant.locationId,
        name: 'Matrix',
        street: 'Gate 1',
        countryId: 'NOR',
        postalCode: '1',
        postPlace: 'OSLO',
      },
    })),
    expect: byAdmin(400),
  },
  'POST locationAddressDelete': {
    ...byTenant(async (tenant, ctx) => ({
      body: { id: await tenantAddress(tenant, ctx), version: staleVersion },
    })),
    expect: byAdmin(409),
  },
};
