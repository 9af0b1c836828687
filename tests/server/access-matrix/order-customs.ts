import type { CaseContext, RouteEntry } from './access-table.ts';
import { staleWrite } from './expectations.ts';
import { staleVersion } from './requests.ts';

/**
 * POST orderCustoms (issue 21 item 2): a change of the tenant's order at a stale version. Whoever may
 * change the order gets 409 (every check passed, nothing written), the reader who only sees it 403,
 * anyone else 404; who may set which field is the domain rule's (tests/server/orders/order-customs).
 */
export const orderCustomsAccess: Record<string, RouteEntry> = {
  'POST orderCustoms': {
    byOwner: true,
    request: (ctx: CaseContext) => {
      if (!ctx.ids) throw new Error('a customs case by owner is called without ids');
      return { body: { id: ctx.ids.order.id, version: staleVersion, customsStatus: 'done' } };
    },
    expect: staleWrite,
  },
};
