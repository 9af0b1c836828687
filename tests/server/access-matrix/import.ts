import { anyUser, type Expectation } from './expectations.ts';
import type { RequestParts } from './requests.ts';

/** Customer admins, and global admins acting for a customer (issue 17 item 8); others are refused. */
const importAdmins = (status: number): Expectation => ({
  ...anyUser(403),
  global: status,
  'kunde.admin': status,
});

const badLocationRows = (): RequestParts => ({
  body: { kind: 'locations', rows: [{ name: 'Matrix', number: '1' }] },
});

/** The import dialog's calls: none takes a customer id, each acts for the session's acting customer. */
export const importAccess = {
  // The options without a file pass the access checks; nothing is read or stored.
  'POST importRead': {
    request: () => ({ form: { kind: 'locations', hasHeader: 'true', startRow: '1', values: 'original' } }),
    expect: importAdmins(400),
  },
  // Checking changes nothing: a bad GLN comes back as a row error.
  'POST importCheck': { request: badLocationRows, expect: importAdmins(200) },
  // A row with errors passes the access checks and writes nothing.
  'POST importApprove': { request: badLocationRows, expect: importAdmins(400) },
} satisfies Record<string, { request?: () => RequestParts; expect: Expectation }>;
