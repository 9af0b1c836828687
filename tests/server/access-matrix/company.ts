import { anyUser, type Expectation } from './expectations.ts';
import { staleVersion, type RequestParts } from './requests.ts';

/** Customer admins, and global admins acting for a customer (issue 17 items 1 and 4); others are refused. */
const companyAdmins = (status: number): Expectation => ({
  ...anyUser(403),
  global: status,
  'kunde.admin': status,
});

const staleCompany = (): RequestParts => ({
  body: {
    name: 'Matrix AS',
    info: '',
    contactEmail: '',
    invoiceEmail: '',
    phone: '',
    invoiceReference: '',
    emailOrderConfirmed: '',
    emailPurchase: '',
    version: staleVersion,
  },
});

/** The Company tab's calls: none takes a customer id, each acts on the session's acting customer. */
export const companyAccess = {
  'GET company': { expect: companyAdmins(200) },
  // A stale version passes every access check and writes nothing.
  'POST company': { request: staleCompany, expect: companyAdmins(409) },
  // A form without a file passes the access checks and stores nothing.
  'POST companyLogo': { request: () => ({ form: { note: 'matrix' } }), expect: companyAdmins(400) },
  // Every user's shell shows the logo; the demo customers have none.
  'GET companyLogo': { expect: anyUser(404) },
  'POST companyLogoDelete': { expect: companyAdmins(200) },
} satisfies Record<string, { request?: () => RequestParts; expect: Expectation }>;
