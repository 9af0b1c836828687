import type { CaseContext, RouteEntry } from './access-table.ts';
import { anyUser, guarded, type Expectation } from './expectations.ts';
import { freshNumber, staleVersion } from './requests.ts';

/**
 * Containers: the register and repair marks (issue 20 item 2). Only the Container menu's users call
 * them (spec §2: task CONTAINER at an active container location, or a global admin at one); of the
 * matrix's callers that is `global` alone, who reaches every tenant's container (market-wide). Everyone
 * else is refused (403) before any id is read.
 */
const containerUsersOnly = (status = 200): Expectation => ({ ...anyUser(403), global: status });
const containerUsersById = (status = 200): Expectation => ({
  ...guarded,
  owner: 403,
  reader: 403,
  colleague: 403,
  stranger: 403,
  provider: 403,
  global: status,
});

/** A container in the tenant's register, written straight to the table. */
async function tenantContainer(ctx: CaseContext) {
  if (!ctx.ids) throw new Error('a container case by owner is called without ids');
  return ctx.t.app.db
    .insertInto('containers')
    .values({
      marketId: 'no',
      number: freshNumber(),
      containerTypeId: 'PB1200',
      customerId: ctx.ids.customerId,
      locationId: ctx.ids.locationId,
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
}

export const containerAccess: Record<string, RouteEntry> = {
  'GET Containers': { request: () => ({ query: { status: 'OK' } }), expect: containerUsersOnly() },
  'GET Container': {
    byOwner: true,
    request: async (ctx) => ({ query: { id: String((await tenantContainer(ctx)).id) } }),
    expect: containerUsersById(),
  },
  'GET ContainerByNumber': {
    byOwner: true,
    request: async (ctx) => ({ query: { number: (await tenantContainer(ctx)).number } }),
    expect: containerUsersById(),
  },
  'POST containerStatus': {
    byOwner: true,
    request: async (ctx) => ({
      body: {
        id: (await tenantContainer(ctx)).id,
        status: 'NeedsRepair',
        reason: 'Matrix',
        version: staleVersion,
      },
    }),
    // The stale version stops the one caller who may mark it (409); nothing is written.
    expect: containerUsersById(409),
  },
};
