import type { Fixtures, TenantIds } from './fixtures.ts';
import { freshReceipt } from './fixtures.ts';
import { anyUser, guarded, readById, readByLocation, staleWrite, type Expectation } from './expectations.ts';
import { companyAccess } from './company.ts';
import { emailArchiveAccess } from './email-archive.ts';
import { globalAdminAccess } from './global-admin.ts';
import { errorTrackingAccess } from './error-tracking.ts';
import { publishingAccess } from './publishing.ts';
import { supportAccess } from './support.ts';
import { containerAccess } from './containers.ts';
import { containerRentalAccess } from './container-rentals.ts';
import { shopAccountingAccess } from './shop-accounting.ts';
import { invoiceAccess } from './invoices.ts';
import { reportAccess } from './reports.ts';
import { importAccess } from './import.ts';
import { locationAdminAccess } from './location-admin.ts';
import { userAdminAccess } from './user-admin.ts';
import { orderCustomsAccess } from './order-customs.ts';
import * as nc from './new-customer-requests.ts';
import * as r from './requests.ts';
import type { TestApp } from '../../helpers/test-app.ts';

export interface CaseContext {
  t: TestApp;
  fixtures: Fixtures;
  /** The ids of the tenant the case is about; null on a route without ids. */
  ids: TenantIds | null;
}

export interface RouteEntry {
  /** The request names a tenant's ids: each caller calls it with tenant A's and tenant B's. */
  byOwner?: boolean;
  request?: (ctx: CaseContext) => r.RequestParts | Promise<r.RequestParts>;
  /** A route that changes or ends the session runs each case on a fresh login. */
  freshSession?: boolean;
  expect: Expectation;
}

const tenantOf = (ctx: CaseContext): TenantIds => {
  if (!ctx.ids) throw new Error('a route by owner is called without ids');
  return ctx.ids;
};
const ids = (build: (ids: TenantIds) => r.RequestParts) => ({
  byOwner: true,
  request: (ctx: CaseContext) => build(tenantOf(ctx)),
});
const byId = (key: string, pick: (ids: TenantIds) => number) =>
  ids((tenant) => ({ query: { [key]: String(pick(tenant)) } }));

/** Tasks (spec §6) some callers lack: martin.solberg has ORDER only, emma.dahl ORDER and REPORTS. */
const noTask = { 'martin.solberg': 403, 'emma.dahl': 403 } as const;

/**
 * THE access table (issue 14 item 14): one entry per API route, `METHOD call` as registered; a HEAD
 * route is answered by its GET's entry. A route without an entry fails the matrix: add one here
 * with the request it needs and the answer each relation (and any caller that differs) expects.
 */
export const accessTable: Record<string, RouteEntry> = {
  // Session (spec §7)
  'POST Login': {
    request: () => ({ body: { userLoginName: 'lars.johansen', password: 'demo-pallet' } }),
    // Public: anyone logs in with a right password; lars.johansen is not a user of the Swedish market.
    expect: { anonymous: 200, wrongMarket: 200, user: 200, 'se butik': 401 },
  },
  'POST logout': { freshSession: true, expect: anyUser() },
  'GET Status': { expect: anyUser() },
  'GET Language': { expect: anyUser() },
  'POST Language': { request: () => ({ body: { language: 'nb-NO' } }), expect: anyUser() },
  'POST Actions': { request: () => ({ body: ['Status', 'WebTaskUsers'] }), expect: anyUser() },
  'POST status': {
    ...ids((tenant) => ({ body: { customerId: tenant.customerId } })),
    freshSession: true,
    // Only a global admin chooses another customer (spec §6); a customer of another market is not found.
    expect: {
      ...guarded,
      owner: 200,
      reader: 200,
      colleague: 200,
      provider: 200,
      lager: 403,
      stranger: 403,
      'se butik': 404,
    },
  },
  'POST gdpr': { request: () => ({ body: { accept: true } }), expect: anyUser() },
  // The agreement binds the customer: its admin or a global admin accepts it (issue 14 item 9).
  'POST agreement': {
    request: () => ({ body: { accept: true } }),
    expect: { ...anyUser(403), global: 200, 'kunde.admin': 200 },
  },
  'GET webtaskUsers': { expect: anyUser() },
  'GET user': {
    ...byId('id', (tenant) => tenant.userId),
    expect: { ...readById, reader: 404, lager: 404 },
  },
  'POST user': {
    ...ids((tenant) => ({ body: r.profileBody(tenant) })),
    // A global admin sees every user of the market but changes only their own (users/service.ts).
    expect: { ...readById, owner: 200, reader: 404, provider: 404, global: 403 },
  },
  'POST userPassword': {
    ...ids((tenant) => ({ body: r.passwordBody(tenant) })),
    // A global admin sees every user of the market but changes only their own (users/service.ts).
    expect: { ...readById, owner: 200, reader: 404, provider: 404, global: 403 },
  },
  'GET Users': {
    ...byId('customerId', (tenant) => tenant.customerId),
    expect: {
      ...guarded,
      owner: 200,
      global: 200,
      reader: 403,
      colleague: 403,
      stranger: 403,
      lager: 403,
      butikk: 403,
    },
  },
  'GET Customers': { expect: anyUser() },
  'GET Locations': {
    ...byId('customerId', (tenant) => tenant.customerId),
    expect: { ...guarded, owner: 200, reader: 200, colleague: 200, global: 200, lager: 403, stranger: 403 },
  },
  'GET location': { expect: anyUser() },
  'GET Messages': { request: () => ({ query: { type: 'Messages' } }), expect: anyUser() },
  'GET Alerts': { expect: anyUser() },
  'GET StartSummary': { expect: anyUser() },
  'POST alertRead': {
    ...ids((tenant) => ({ body: { alertId: tenant.alertId } })),
    expect: { ...readById, colleague: 200, provider: 404 },
  },
  'GET Days': { request: () => ({ query: r.daysQuery() }), expect: anyUser() },
  'GET AddressCountryRegions': { expect: { anonymous: 200, wrongMarket: 200, user: 200 } },
  'GET AddressZipCode': {
    request: () => ({ query: { countryId: 'NOR', postalCode: '0150' } }),
    expect: { anonymous: 200, wrongMarket: 200, user: 200 },
  },
  'GET GLNValidate': { request: () => ({ query: { gln: '7080000000007' } }), expect: anyUser() },

  // Accounts (issue 16 items 1–3): the public password calls answer a session of any market alike.
  'POST ForgotPassword': {
    request: ({ t }) => r.forgotPasswordBody(t),
    expect: { anonymous: 200, wrongMarket: 200, user: 200 },
  },
  'POST ResetPasswordCheck': {
    request: ({ t }) => r.resetCheckBody(t),
    expect: { anonymous: 200, wrongMarket: 200, user: 200 },
  },
  // An unknown link: a working one would end the sessions of the user whose password it sets.
  'POST ResetPassword': {
    request: () => ({ body: { token: r.unknownResetToken, newPassword: 'matrix-password' } }),
    expect: { anonymous: 400, wrongMarket: 400, user: 400 },
  },
  // A global admin for any user of the market, a customer admin for the own customer's (spec §6).
  'POST userPasswordReset': {
    ...ids((tenant) => ({ body: { userId: tenant.userId } })),
    expect: {
      ...guarded,
      owner: 403,
      reader: 403,
      colleague: 403,
      provider: 403,
      stranger: 403,
      global: 200,
      'kunde.admin@A': 200,
    },
  },

  // New-customer requests (issue 16 items 4–5): the form is public, the review is the global admins'.
  'POST NewCustomer': {
    request: () => nc.honeypotRequestBody(),
    expect: { anonymous: 200, wrongMarket: 200, user: 200 },
  },
  'GET NewCustomerContact': { expect: { anonymous: 200, wrongMarket: 200, user: 200 } },
  'GET NewCustomerRequests': { expect: { ...anyUser(403), global: 200 } },
  'POST NewCustomerRequestApprove': {
    request: ({ t }) => nc.decidedRequestBody(t),
    expect: { ...anyUser(403), global: 409 },
  },
  'POST NewCustomerRequestReject': {
    request: ({ t }) => nc.decidedRequestBody(t, { reason: 'Matrix' }),
    expect: { ...anyUser(403), global: 409 },
  },

  // Orders (spec §7 order list; issue 4)
  'GET Orders': { ...byId('locationId', (tenant) => tenant.locationId), expect: readByLocation },
  'GET ExternalOrders': { ...byId('locationId', (tenant) => tenant.locationId), expect: readByLocation },
  'POST orderStatus': {
    ...ids((tenant) => ({
      body: { orderId: tenant.order.id, transactionStatusId: 5, version: r.staleVersion },
    })),
    expect: staleWrite,
  },
  'GET orderStatusHistory': { ...byId('orderId', (tenant) => tenant.order.id), expect: readById },
  'GET order': { ...byId('id', (tenant) => tenant.order.id), expect: readById },
  // A draft is the acting customer's: provider staff do not change it; ORDER is needed (item 9).
  'POST order': {
    ...ids((tenant) => ({ body: r.draftBody(tenant) })),
    expect: { ...staleWrite, provider: 404 },
  },
  // A sent order: a bulk send refuses any id it may not send with 409, all or none (send-service.ts).
  'POST sendOrders': {
    ...ids((tenant) => ({ body: { ids: [tenant.order.id] } })),
    expect: { ...guarded, owner: 409, provider: 409, reader: 403, colleague: 409, stranger: 409 },
  },
  'GET orderComments': { ...byId('orderId', (tenant) => tenant.order.id), expect: readById },
  'POST orderComment': {
    ...ids((tenant) => ({ form: { orderId: String(tenant.order.id), text: 'Matrix comment' } })),
    expect: { ...readById, reader: 403 },
  },
  'GET orderAttachment': { ...byId('id', (tenant) => tenant.attachmentId), expect: readById },
  'GET orderSchedules': { expect: anyUser() },
  // A schedule is the customer's plan: provider staff do not see it (order-schedules/service.ts).
  'GET orderSchedule': {
    ...byId('id', (tenant) => tenant.schedule.id),
    expect: { ...readById, provider: 404 },
  },
  'GET ScheduleOrderFill': {
    ...byId('id', (tenant) => tenant.schedule.id),
    expect: { ...readById, provider: 404 },
  },
  'POST orderSchedule': {
    ...ids((tenant) => ({ body: r.scheduleBody(tenant) })),
    expect: { ...staleWrite, provider: 404 },
  },
  'POST deleteOrderSchedule': {
    ...ids((tenant) => ({ body: { id: tenant.schedule.id, version: r.staleVersion } })),
    expect: { ...staleWrite, provider: 404 },
  },

  // Dock (issue 6; issue 14 item 8: tasks and counterparts)
  'POST orderReception': {
    ...ids((tenant) => ({ body: r.receptionBody(tenant) })),
    expect: { ...staleWrite, ...noTask },
  },
  'POST orderPicking': {
    ...ids((tenant) => ({ body: r.pickingBody(tenant) })),
    expect: { ...staleWrite, ...noTask },
  },
  // The counterpart is another location of the tenant: the tenant and the provider may name it.
  'POST directReception': {
    ...ids((tenant) => ({ body: { locationIdFrom: tenant.otherLocationId, lines: r.arrivalLines(tenant) } })),
    expect: { ...readById, ...noTask },
  },
  'POST goodsDelivery': {
    ...ids((tenant) => ({
      body: {
        locationIdTo: tenant.otherLocationId,
        sendDate: new Date().toISOString().slice(0, 10),
        lines: r.arrivalLines(tenant),
      },
    })),
    expect: { ...readById, ...noTask },
  },
  'GET externalLocations': { expect: anyUser() },
  // Served from one of the own customer's locations; another customer's is 403 (external-location-service.ts).
  'POST externalLocation': {
    ...ids((tenant) => ({
      body: { name: 'Matrix', number: r.freshNumber(), countryId: 'NOR', locationId: tenant.locationId },
    })),
    expect: {
      ...guarded,
      owner: 200,
      reader: 200,
      colleague: 403,
      provider: 403,
      stranger: 403,
      'se butik': 404,
    },
  },
  'GET dockOrders': { expect: anyUser() },
  'GET stockDetails': { ...byId('locationId', (tenant) => tenant.locationId), expect: readByLocation },

  // Counting (issue 7 item 3)
  'GET countingReports': { ...byId('locationId', (tenant) => tenant.locationId), expect: readByLocation },
  'POST countingReports': {
    ...ids((tenant) => ({
      body: {
        reports: [
          {
            id: tenant.counting.id,
            version: r.staleVersion,
            locationId: tenant.locationId,
            ...tenant.choice,
            countedVolume: 6,
          },
        ],
      },
    })),
    expect: { ...staleWrite, colleague: 403, stranger: 403 },
  },
  'POST countingReportConfirm': {
    ...ids((tenant) => ({ body: { id: tenant.counting.id, version: r.staleVersion } })),
    expect: staleWrite,
  },
  'POST countingReportDelete': {
    ...ids((tenant) => ({ body: { id: tenant.counting.id, version: r.staleVersion } })),
    expect: staleWrite,
  },

  // Pallet receipts (issue 7 items 1–2)
  'POST palletReceipt': {
    ...ids((tenant) => ({ body: r.receiptBody(tenant) })),
    // Tenant B's store has no pallet receipt days (spec §5): its own receipt is refused there. The
    // reader's receipt picker offers A's location (another store of its customer, with receipt days),
    // so a receipt may be made there (issue 15 item 2, domain isReceiptLocation).
    expect: { ...readByLocation, reader: 200, 'owner@B': 422, 'provider@B': 422, 'se butik': 404 },
  },
  'GET palletReceipt': { ...byId('id', (tenant) => tenant.receiptId), expect: readById },
  'GET palletReceipts': {
    ...byId('locationId', (tenant) => tenant.locationId),
    expect: { ...readByLocation, 'se butik': 404 },
  },
  'POST palletReceiptDelete': {
    byOwner: true,
    request: async (ctx) => ({ body: { id: await freshReceipt(ctx.t, tenantOf(ctx)) } }),
    expect: { ...readById, reader: 403 },
  },
  'GET palletReceiptPdf': { ...byId('id', (tenant) => tenant.receiptId), expect: readById },
  'POST palletReceiptEmail': {
    ...ids((tenant) => ({ body: { receiptId: tenant.receiptId, email: 'matrix@example.com' } })),
    expect: readById,
  },

  // Products and the outbox
  'GET AvailableProducts': { ...byId('locationId', (tenant) => tenant.locationId), expect: readByLocation },
  // The market's products (spec §7 GET /products): any logged-in user of the market.
  'GET products': { expect: anyUser() },
  'POST idempotencyAck': { request: () => ({ body: r.ackBody() }), expect: anyUser() },
  ...companyAccess,
  ...emailArchiveAccess,
  ...importAccess,
  ...locationAdminAccess,
  ...userAdminAccess,
  ...orderCustomsAccess,
  ...reportAccess,
  ...invoiceAccess,
  ...supportAccess,
  ...publishingAccess,
  ...containerAccess,
  ...containerRentalAccess,
  ...shopAccountingAccess,
  ...globalAdminAccess,
  ...errorTrackingAccess,
};
