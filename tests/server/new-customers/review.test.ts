import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewCustomerRequestRow } from '../../../src/domain/accounts/new-customer.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { mailsTo, rowCounts, storedRequestId } from './new-customer-api.ts';

describe('GET NewCustomerRequests and POST NewCustomerRequestReject (issue 16 item 5)', () => {
  let t: TestApp;
  const reject = (requestId: number, reason = 'We only serve the food trade.', market = 'no') =>
    t.callAs<NewCustomerRequestRow>('global', 'POST', 'NewCustomerRequestReject', {
      body: { requestId, reason },
      market,
    });

  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('lists the market’s requests newest first, with the demo data’s review', async () => {
    const requestId = await storedRequestId(t, '10.60.0.1', { email: 'newest@example.no' });
    const answer = await t.callAs<NewCustomerRequestRow[]>('global', 'GET', 'NewCustomerRequests');
    expect(answer.status).toBe(200);
    const rows = answer.body.data!;
    expect(rows[0]).toMatchObject({ id: requestId, status: 'new', decidedAt: null, loginName: null });
    const created = rows.map((row) => row.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const seededRejected = rows.find((row) => row.status === 'rejected');
    expect(seededRejected).toMatchObject({
      companyName: 'Pallekompaniet Vest AS',
      decidedByName: 'Astrid Lunde',
      address: { countryId: 'NOR', postalCode: '5260' },
    });
    expect(seededRejected?.rejectReason).toBeTruthy();
    expect(rows.filter((row) => row.status === 'new').length).toBeGreaterThanOrEqual(3);
    const withInvoiceAddress = rows.find((row) => row.companyName === 'Trøndelag Hagesenter AS');
    expect(withInvoiceAddress?.invoiceAddress).toMatchObject({ street: 'Postboks 215', postalCode: '7081' });
  });

  it('filters by status', async () => {
    const answer = await t.callAs<NewCustomerRequestRow[]>('global', 'GET', 'NewCustomerRequests', {
      query: { status: 'rejected' },
    });
    expect(answer.body.data!.map((row) => row.status)).toEqual(['rejected']);
    const bad = await t.callAs('global', 'GET', 'NewCustomerRequests', { query: { status: 'maybe' } });
    expect(bad.status).toBe(400);
  });

  it('shows the list to global admins only: a customer admin is refused (403), nobody logged in too (401)', async () => {
    expect((await t.callAs('kunde.admin', 'GET', 'NewCustomerRequests')).status).toBe(403);
    expect((await t.callAs(null, 'GET', 'NewCustomerRequests')).status).toBe(401);
  });

  it('rejects a new request with the reason and mails it to the applicant in their language', async () => {
    const email = 'lisa@kaffebrenneriet.example.se';
    const requestId = await storedRequestId(t, '10.60.0.2', { email, language: 'sv-SE' });
    const answer = await reject(requestId, 'Vi tar inte emot fler kunder i Norrland i år.');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: requestId,
      status: 'rejected',
      rejectReason: 'Vi tar inte emot fler kunder i Norrland i år.',
      decidedByName: 'Astrid Lunde',
      version: 2,
    });
    const [mail] = await mailsTo(t, email, 'new-customer-rejected');
    expect(mail).toMatchObject({ customerId: null, language: 'sv-SE', status: 'queued' });
    expect(mail!.body).toContain('Motivering: Vi tar inte emot fler kunder i Norrland i år.');
    expect(mail!.body).toContain('kundeservice@example.no');
  });

  it('refuses to decide a decided request again (409), changing nothing', async () => {
    const requestId = await storedRequestId(t, '10.60.0.3', { email: 'approved-first@example.no' });
    const approved = await t.callAs('global', 'POST', 'NewCustomerRequestApprove', { body: { requestId } });
    expect(approved.status).toBe(200);
    const before = await rowCounts(t);
    const afterApprove = await reject(requestId);
    expect(afterApprove.status).toBe(409);
    expect(afterApprove.body.error).toMatchObject({ code: 'NewCustomerRequestDecided' });

    const rejectedId = await storedRequestId(t, '10.60.0.3', { email: 'rejected-first@example.no' });
    expect((await reject(rejectedId)).status).toBe(200);
    expect((await reject(rejectedId)).status).toBe(409);
    const counts = await rowCounts(t);
    expect(counts).toEqual({ ...before, requests: before.requests + 1, mails: before.mails + 3 });
  });

  it('does not find an unknown request or another market’s (404)', async () => {
    expect((await reject(999_999)).body.error).toMatchObject({ code: 'NewCustomerRequestNotFound' });
    const swedishId = await storedRequestId(
      t,
      '10.60.0.4',
      {
        email: 'sven@example.se',
        address: { countryId: 'SVE', street: 'Storgatan 1', postalCode: '111 20', postPlace: 'Stockholm' },
        vatNumber: 'SE 556677889901',
      },
      'se',
    );
    const foreign = await reject(swedishId);
    expect(foreign.status).toBe(404);
    const request = await t.app.db
      .selectFrom('newCustomerRequests')
      .select(['status', 'marketId'])
      .where('id', '=', swedishId)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ status: 'new', marketId: 'se' });
    const list = await t.callAs<NewCustomerRequestRow[]>('global', 'GET', 'NewCustomerRequests');
    expect(list.body.data!.some((row) => row.id === swedishId)).toBe(false);
  });

  it('needs a reason (400) and is for global admins only (403)', async () => {
    const requestId = await storedRequestId(t, '10.60.0.5', { email: 'noreason@example.no' });
    const empty = await reject(requestId, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error?.message).toContain('reason');
    const body = { requestId, reason: 'No.' };
    expect((await t.callAs('kunde.admin', 'POST', 'NewCustomerRequestReject', { body })).status).toBe(403);
  });
});
