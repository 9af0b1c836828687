import type { NewCustomerRequestInput } from '../../../src/domain/accounts/new-customer.ts';
import type { TestApp } from '../../helpers/test-app.ts';

export interface Answer<T = unknown> {
  status: number;
  body: {
    data?: T;
    error?: { message: string; type: string; code?: string; data?: { issues?: { field: string }[] } };
  };
}

/** A complete, valid request of a Norwegian company; a test changes what it is about. */
export function makeNewCustomerRequest(
  overrides: Partial<NewCustomerRequestInput> = {},
): NewCustomerRequestInput {
  return {
    companyName: 'Berg & Sønn Bakeri AS',
    address: { countryId: 'NOR', street: 'Storgata 14', postalCode: '0155', postPlace: 'Oslo' },
    contactPerson: 'Nora Berg',
    email: 'nora.berg@bergbakeri.example.com',
    phone: '+47 22 33 44 55',
    vatNumber: '912 345 678 MVA',
    industry: 'Bakeri',
    need: 'Brød går ut på 30 halvpaller om dagen; vi trenger ombytte.',
    openingHours: 'Man–lør 05–14',
    rtisPerYear: 6000,
    invoiceAddress: null,
    invoiceEmail: 'faktura@bergbakeri.example.com',
    invoiceReference: 'Innkjøp 42',
    acceptAgreement: true,
    language: 'en-US',
    ...overrides,
  };
}

/** POST NewCustomer from a client address of the test's choosing (TRUST_PROXY is off). */
export async function submitFrom<T = { received: true; customerServiceEmail: string }>(
  t: TestApp,
  address: string,
  body: unknown,
  market = 'no',
): Promise<Answer<T>> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${market}/NewCustomer`,
    remoteAddress: address,
    payload: body as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json() };
}

/** A stored request by the applicant's e-mail address. */
export const requestByEmail = (t: TestApp, email: string) =>
  t.app.db.selectFrom('newCustomerRequests').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

/** Rows in the tables a request, an approval or a review writes, to show that a call wrote none. */
export async function rowCounts(t: TestApp) {
  const count = async (
    table:
      'newCustomerRequests' | 'emailArchive' | 'customers' | 'locations' | 'users' | 'passwordResetTokens',
  ) =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  return {
    requests: await count('newCustomerRequests'),
    mails: await count('emailArchive'),
    customers: await count('customers'),
    locations: await count('locations'),
    users: await count('users'),
    links: await count('passwordResetTokens'),
  };
}

/** The archived mails of a kind to an address, oldest first. */
export const mailsTo = (t: TestApp, to: string, kind: string) =>
  t.app.db
    .selectFrom('emailArchive')
    .selectAll()
    .where('toAddress', '=', to)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();

/** Submits a request and answers its id. */
export async function storedRequestId(
  t: TestApp,
  address: string,
  overrides: Partial<NewCustomerRequestInput>,
  market = 'no',
) {
  const body = makeNewCustomerRequest(overrides);
  const answer = await submitFrom(t, address, body, market);
  if (answer.status !== 200)
    throw new Error(`submit failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (await requestByEmail(t, body.email)).id;
}

/** The catalogue code of a refusal (`error.code`), which the app translates. */
export const errorCode = (answer: { body: { error?: unknown } }) =>
  (answer.body.error as { code?: string } | undefined)?.code;
