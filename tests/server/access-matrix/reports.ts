import type { RouteEntry } from './access-table.ts';
import { anyUser, type Expectation } from './expectations.ts';

/**
 * Reports (issue 18): any logged-in user's call, within the reach the session gives (never an id of a
 * tenant, so no 404s). Every report needs the REPORTS task (lager, martin.solberg lack it); Users is
 * for admins, Commission for commission customers and the provider, Pooling for pooling customers and
 * the provider. The catalogue and the start page's widgets answer everyone.
 */
const period = () => ({ query: { from: '2026-01', to: '2026-06' } });
const noReportsTask = { lager: 403, 'martin.solberg': 403 } as const;
const everyReporter: Expectation = { ...anyUser(200), ...noReportsTask };
const admins: Expectation = { ...anyUser(403), global: 200, 'kunde.admin': 200 };
const commission: Expectation = { ...anyUser(403), global: 200, 'ny.bruker': 200, 'emma.dahl': 200 };
const pooling: Expectation = { ...anyUser(403), global: 200, 'kunde.admin': 200, rapport: 200 };

export const reportAccess: Record<string, RouteEntry> = {
  'GET reportCatalogue': { expect: anyUser() },
  'GET reportOptions': { expect: everyReporter },
  'GET reportTransactions': { request: period, expect: everyReporter },
  'GET reportMovements': { request: period, expect: everyReporter },
  'GET reportPurchases': { request: period, expect: everyReporter },
  'GET reportCommissions': { request: period, expect: commission },
  'GET reportPooling': { request: period, expect: pooling },
  'GET reportLocations': { request: period, expect: everyReporter },
  'GET reportVolumes': { request: period, expect: everyReporter },
  'GET reportUsers': { request: period, expect: admins },
  'GET reportWidgets': { expect: anyUser() },
  'GET reportExport': {
    request: () => ({ query: { from: '2026-01', to: '2026-06', report: 'volumes', format: 'csv' } }),
    expect: everyReporter,
  },
};
