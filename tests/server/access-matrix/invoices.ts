import type { TestApp } from '../../helpers/test-app.ts';
import { deliveredOrder, invoicesOf, runMonth } from '../invoices/invoice-api.ts';
import type { CaseContext, RouteEntry } from './access-table.ts';
import { anyUser, guarded, type Expectation } from './expectations.ts';

/**
 * Reports → Invoices (issue 18): whoever may open the invoices report (an admin, or a report level
 * of customer or wider) and has the Reports task. A customer admin and a customer-level reader see
 * the acting customer's invoices (another customer's is 404); a global admin the market's. A
 * location-level user (butikk, the colleague, emma.dahl, se butik) is refused, as is provider staff
 * without the Reports task (lager).
 */
const mayOpen: Expectation = { ...anyUser(403), global: 200, 'kunde.admin': 200, rapport: 200 };

const byInvoice: Expectation = {
  ...guarded,
  owner: 403,
  reader: 403,
  colleague: 403,
  stranger: 403,
  provider: 200,
  lager: 403,
  'kunde.admin@A': 200,
  'kunde.admin@B': 404,
  'rapport@A': 200,
  'rapport@B': 404,
};

const month = '2031-01';
const made = new WeakMap<TestApp, Map<number, number>>();

/** The tenant's invoice of a test month, from an order delivered to it; made once per app and tenant. */
async function tenantInvoice(ctx: CaseContext): Promise<number> {
  if (!ctx.ids) throw new Error('a route by owner is called without ids');
  const tenant = ctx.ids;
  const known = made.get(ctx.t) ?? new Map<number, number>();
  made.set(ctx.t, known);
  const id = known.get(tenant.customerId);
  if (id !== undefined) return id;
  await deliveredOrder(ctx.t.app.db, {
    type: 'TO',
    from: tenant.providerLocationId,
    to: tenant.locationId,
    receivalDate: `${month}-15`,
    lines: [{ ...tenant.choice, ordered: 10, price: 100 }],
  });
  await runMonth(ctx.t.app.db, 'no', month);
  const invoice = (await invoicesOf(ctx.t.app.db, month)).find(
    (row) => row.customerId === tenant.customerId && row.type === 'purchase',
  );
  if (!invoice) throw new Error(`no invoice was made for customer ${tenant.customerId}`);
  known.set(tenant.customerId, invoice.id);
  return invoice.id;
}

const invoiceById = async (ctx: CaseContext) => ({ query: { id: String(await tenantInvoice(ctx)) } });

export const invoiceAccess: Record<string, RouteEntry> = {
  'GET invoices': { request: () => ({ query: { type: 'purchase' } }), expect: mayOpen },
  'GET invoice': { byOwner: true, request: invoiceById, expect: byInvoice },
  'GET invoicePdf': { byOwner: true, request: invoiceById, expect: byInvoice },
  'GET invoiceExport': {
    request: () => ({ query: { type: 'purchase', from: month, to: month, format: 'xlsx' } }),
    expect: mayOpen,
  },
};
