import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashResetToken } from '../../../src/server/modules/accounts/password-links.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { errorCode, mailsTo, rowCounts, storedRequestId, type Answer } from './new-customer-api.ts';

interface ApproveAnswer {
  customerId: number;
  userId: number;
  loginName: string;
  alreadyApproved: boolean;
}

const tokenInMail = (text: string) => {
  const token = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no set-password link in the mail:\n${text}`);
  return token;
};

describe('POST NewCustomerRequestApprove (issue 16 item 5)', () => {
  let t: TestApp;
  const approve = (requestId: number, loginName?: string) =>
    t.callAs<ApproveAnswer>('global', 'POST', 'NewCustomerRequestApprove', {
      body: { requestId, ...(loginName ? { loginName } : {}) },
    });
  const publicCall = async <T>(call: string, body: unknown): Promise<Answer<T>> => {
    const response = await t.app.inject({ method: 'POST', url: `/api/no/${call}`, payload: body as object });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('makes the customer, its first location and its customer admin, and mails a welcome link', async () => {
    const email = 'ola@fjordbakst.example.no';
    const requestId = await storedRequestId(t, '10.50.0.1', {
      companyName: 'Fjordbakst AS',
      email,
      contactPerson: 'Ola Fjord',
      language: 'en-US',
      invoiceEmail: '',
      address: { countryId: 'NOR', street: 'Bryggen 2', postalCode: '5003', postPlace: 'Bergen' },
    });
    const answer = await approve(requestId);
    expect(answer.status).toBe(200);
    const { customerId, userId, loginName, alreadyApproved } = answer.body.data!;
    expect({ loginName, alreadyApproved }).toEqual({ loginName: email, alreadyApproved: false });

    const customer = await t.app.db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(customer).toMatchObject({
      marketId: 'no',
      name: 'Fjordbakst AS',
      statusId: 1,
      isPooling: true,
      isProvider: false,
      contactEmail: email,
      // No invoice e-mail given: invoices go to the applicant.
      invoiceEmail: email,
      invoiceReference: 'Innkjøp 42',
    });
    const location = await t.app.db
      .selectFrom('locations')
      .selectAll()
      .where('customerId', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(location).toMatchObject({
      name: 'Fjordbakst AS',
      typeId: 'LEV',
      statusId: 1,
      street: 'Bryggen 2',
      postCode: '5003',
      postPlace: 'Bergen',
      countryId: 'NOR',
    });
    const user = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      customerId,
      locationId: location.id,
      loginName: email,
      name: 'Ola Fjord',
      email,
      language: 'en-US',
      isActive: true,
      isCustomerAdmin: true,
      isGlobalAdmin: false,
      confirmedGdpr: false,
    });

    const [welcome] = await mailsTo(t, email, 'welcome');
    expect(welcome).toMatchObject({ customerId, language: 'en-US', status: 'queued' });
    expect(welcome!.subject).toBe('Welcome to Pallet Portal');
    expect(welcome!.body).toContain(`Login name: ${email}`);
    expect(welcome!.body).toContain('The link works for 7 days');
    expect(welcome!.htmlBody).toContain('Set your password');
    const token = tokenInMail(welcome!.body);
    expect(welcome!.body).toContain(`${t.config.publicUrl}/reset-password?token=${token}`);
    const link = await t.app.db
      .selectFrom('passwordResetTokens')
      .selectAll()
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(link.tokenHash).toBe(hashResetToken(token));
    expect(link.purpose).toBe('welcome');
    const days = (link.expiresAt.getTime() - link.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const request = await t.app.db
      .selectFrom('newCustomerRequests')
      .selectAll()
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ status: 'approved', customerId, userId, version: 2 });
    expect(request.decidedAt).toBeInstanceOf(Date);
  });

  it('lets the welcomed user set a password, log in, and land on the GDPR confirmation', async () => {
    const email = 'kari@lysbakken.example.no';
    const requestId = await storedRequestId(t, '10.50.0.2', { email, companyName: 'Lysbakken Gartneri AS' });
    expect((await approve(requestId)).status).toBe(200);
    const [welcome] = await mailsTo(t, email, 'welcome');
    const token = tokenInMail(welcome!.body);

    const check = await publicCall<{ loginName: string }>('ResetPasswordCheck', { token });
    expect(check.status).toBe(200);
    expect(check.body.data?.loginName).toBe(email);
    const reset = await publicCall<{ loginName: string }>('ResetPassword', {
      token,
      newPassword: 'Lysbakken-2026',
    });
    expect(reset.status).toBe(200);

    const login = await publicCall<{ token: string }>('Login', {
      userLoginName: email,
      password: 'Lysbakken-2026',
    });
    expect(login.status).toBe(200);
    const sessionToken = login.body.data!.token;
    const status = await t.callAs<{ loginUser: { confirmedGdpr: boolean; isCustomerAdmin: boolean } }>(
      null,
      'GET',
      'Status',
      { token: sessionToken },
    );
    expect(status.status).toBe(200);
    expect(status.body.data?.loginUser).toMatchObject({ confirmedGdpr: false, isCustomerAdmin: true });
    // Until GDPR is confirmed, the portal's other calls are refused (issue 16 item 6).
    const customers = await t.callAs(null, 'GET', 'Customers', { token: sessionToken });
    expect(customers.status).toBe(403);
  });

  it('changes nothing on a second approve, and answers what the first one made', async () => {
    const requestId = await storedRequestId(t, '10.50.0.3', { email: 'twice@example.no' });
    const first = await approve(requestId);
    const before = await rowCounts(t);
    const second = await approve(requestId);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual({ ...first.body.data, alreadyApproved: true });
    expect(await rowCounts(t)).toEqual(before);
  });

  it('makes one customer when approves of one request arrive at once', async () => {
    const requestId = await storedRequestId(t, '10.50.0.4', { email: 'parallel@example.no' });
    const before = await rowCounts(t);
    const answers = await Promise.all(Array.from({ length: 4 }, () => approve(requestId)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((answer) => !answer.body.data?.alreadyApproved)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.data?.customerId)).size).toBe(1);
    const after = await rowCounts(t);
    expect(after).toEqual({
      ...before,
      customers: before.customers + 1,
      locations: before.locations + 1,
      users: before.users + 1,
      links: before.links + 1,
      mails: before.mails + 1,
    });
  });

  it('refuses a login name the market already has, whatever its case (409), and takes another', async () => {
    const requestId = await storedRequestId(t, '10.50.0.5', { email: 'taken@example.no' });
    const before = await rowCounts(t);
    const taken = await approve(requestId, 'KUNDE.ADMIN');
    expect(taken.status).toBe(409);
    expect(errorCode(taken)).toBe('LoginNameTaken');
    expect(await rowCounts(t)).toEqual(before);
    const request = await t.app.db
      .selectFrom('newCustomerRequests')
      .select('status')
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(request.status).toBe('new');

    const chosen = await approve(requestId, 'taken.bakeri');
    expect(chosen.status).toBe(200);
    expect(chosen.body.data?.loginName).toBe('taken.bakeri');
  });

  it('gives a login name to one of two requests approved at once with it (200 and 409)', async () => {
    const first = await storedRequestId(t, '10.50.0.7', { email: 'race-1@example.no' });
    const second = await storedRequestId(t, '10.50.0.7', { email: 'race-2@example.no' });
    const answers = await Promise.all([approve(first, 'same.name'), approve(second, 'Same.Name')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(errorCode(answers.find((answer) => answer.status === 409)!)).toBe('LoginNameTaken');
  });

  it('refuses an approve of a rejected request (409) and of an unknown one (404)', async () => {
    const rejected = await t.app.db
      .selectFrom('newCustomerRequests')
      .select('id')
      .where('marketId', '=', 'no')
      .where('status', '=', 'rejected')
      .executeTakeFirstOrThrow();
    const decided = await approve(rejected.id);
    expect(decided.status).toBe(409);
    expect(errorCode(decided)).toBe('NewCustomerRequestDecided');
    const unknown = await approve(999_999);
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown)).toBe('NewCustomerRequestNotFound');
  });

  it('is for global admins only: a customer admin is refused (403), nobody logged in too (401)', async () => {
    const requestId = await storedRequestId(t, '10.50.0.6', { email: 'guarded@example.no' });
    const body = { requestId };
    expect((await t.callAs('kunde.admin', 'POST', 'NewCustomerRequestApprove', { body })).status).toBe(403);
    expect((await t.callAs(null, 'POST', 'NewCustomerRequestApprove', { body })).status).toBe(401);
  });
});
