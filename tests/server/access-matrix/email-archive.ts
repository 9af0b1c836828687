import type { TestApp } from '../../helpers/test-app.ts';
import type { CaseContext, RouteEntry } from './access-table.ts';
import { anyUser, guarded, type Expectation } from './expectations.ts';
import { staleVersion } from './requests.ts';

/**
 * Company → Email archive and External locations (issue 17 items 5–6): admins only. A customer admin
 * reaches the acting customer's rows (another customer's is 404); a global admin the whole market's
 * mail, but only the own acting customer's external locations.
 */
const adminsOnly = (status: number): Expectation => ({
  ...anyUser(403),
  global: status,
  'kunde.admin': status,
});

const byAdmin = (ownerStatus: number, globalStatus: number): Expectation => ({
  ...guarded,
  owner: 403,
  reader: 403,
  colleague: 403,
  provider: 403,
  stranger: 403,
  global: globalStatus,
  'kunde.admin@A': ownerStatus,
  'kunde.admin@B': 404,
});

const madeRows = new WeakMap<TestApp, Map<string, number>>();

/** One row per app and key, made the first time a case asks for it. */
async function once(t: TestApp, key: string, make: () => Promise<number>): Promise<number> {
  const rows = madeRows.get(t) ?? new Map<string, number>();
  madeRows.set(t, rows);
  const known = rows.get(key);
  if (known !== undefined) return known;
  const id = await make();
  rows.set(key, id);
  return id;
}

const customerOf = (ctx: CaseContext) => {
  if (!ctx.ids) throw new Error('a route by owner is called without ids');
  return ctx.ids;
};

/** A sent mail of the tenant's customer with a PDF attached. */
const tenantMail = (ctx: CaseContext) => {
  const tenant = customerOf(ctx);
  return once(ctx.t, `mail-${tenant.customerId}`, async () => {
    const row = await ctx.t.app.db
      .insertInto('emailArchive')
      .values({
        marketId: 'no',
        customerId: tenant.customerId,
        toAddress: 'matrix@example.com',
        subject: 'Matrix mail',
        body: 'Matrix',
        status: 'sent',
        attachmentName: 'matrix.pdf',
        attachment: Buffer.from('%PDF'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
};

/** An external location of the tenant's customer, served from its location. */
const tenantPlace = (ctx: CaseContext) => {
  const tenant = customerOf(ctx);
  return once(ctx.t, `place-${tenant.customerId}`, async () => {
    const row = await ctx.t.app.db
      .insertInto('externalLocations')
      .values({
        marketId: 'no',
        customerId: tenant.customerId,
        locationId: tenant.locationId,
        name: 'Matrix place',
        number: `MX-${tenant.customerId}`,
        countryId: 'NOR',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
};

const mailById = async (ctx: CaseContext) => ({ query: { id: String(await tenantMail(ctx)) } });

export const emailArchiveAccess = {
  'GET emailArchive': { expect: adminsOnly(200) },
  'GET emailArchiveMessage': { byOwner: true, request: mailById, expect: byAdmin(200, 200) },
  'GET emailArchiveAttachment': { byOwner: true, request: mailById, expect: byAdmin(200, 200) },
  'POST emailArchiveResend': {
    byOwner: true,
    request: async (ctx) => ({ body: { id: await tenantMail(ctx) } }),
    expect: byAdmin(200, 200),
  },
  // A stale version passes every access check and writes nothing.
  'POST externalLocationUpdate': {
    byOwner: true,
    request: async (ctx) => ({
      body: {
        id: await tenantPlace(ctx),
        version: staleVersion,
        name: 'Matrix',
        number: 'MX-STALE',
        countryId: 'NOR',
        locationId: customerOf(ctx).locationId,
      },
    }),
    expect: byAdmin(409, 404),
  },
  'POST externalLocationDelete': {
    byOwner: true,
    request: async (ctx) => ({ body: { id: await tenantPlace(ctx), version: staleVersion } }),
    expect: byAdmin(409, 404),
  },
} satisfies Record<string, RouteEntry>;
