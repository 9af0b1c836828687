import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { actorOf, type Actor } from '../orders/order-api.ts';
import { archiveAs, archivedMail, subjectsAs } from './email-archive-api.ts';

describe('GET emailArchive (issue 17 item 6; spec §1, §2 Company → Email archive)', () => {
  let t: TestApp;
  let admin: Actor;
  let shop: Actor;

  beforeAll(async () => {
    t = await makeTestApp();
    [admin, shop] = await Promise.all([actorOf(t, 'kunde.admin'), actorOf(t, 'butikk')]);
    const own = admin.customer.id;
    await archivedMail(t, {
      customerId: own,
      subject: 'LIST Receipt 1',
      to: 'ola@meieri.no',
      createdAt: '2026-03-02T10:00:00Z',
    });
    await archivedMail(t, {
      customerId: own,
      subject: 'LIST Receipt 2',
      to: 'kari@meieri.no',
      status: 'sent',
      createdAt: '2026-03-05T10:00:00Z',
    });
    await archivedMail(t, {
      customerId: own,
      subject: 'LIST Notice 3',
      to: 'ola@meieri.no',
      status: 'failed',
      error: '550 Mailbox unavailable',
      createdAt: '2026-03-09T10:00:00Z',
    });
    await archivedMail(t, { customerId: shop.customer.id, subject: 'LIST Shop mail' });
    await archivedMail(t, {
      customerId: null,
      subject: 'LIST Applicant mail',
      kind: 'new-customer-received',
    });
  });
  afterAll(() => t.close());

  it("shows a customer admin the acting customer's mail only, newest first", async () => {
    const subjects = await subjectsAs(t, 'kunde.admin', { subject: 'LIST' });
    expect(subjects).toEqual(['LIST Notice 3', 'LIST Receipt 2', 'LIST Receipt 1']);
  });

  it('answers each row with its status, the failure reason, and paging', async () => {
    const answer = await archiveAs(t, 'kunde.admin', { subject: 'LIST Notice' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(answer.body.data?.rows[0]).toMatchObject({
      to: 'ola@meieri.no',
      status: 'failed',
      error: '550 Mailbox unavailable',
      customerId: admin.customer.id,
      customerName: admin.customer.name,
      hasAttachment: false,
    });
    const second = await archiveAs(t, 'kunde.admin', { subject: 'LIST', page: '2' });
    expect(second.body.data).toMatchObject({ rows: [], total: 3, page: 2 });
  });

  it('searches by recipient, subject, date range and status', async () => {
    expect(await subjectsAs(t, 'kunde.admin', { subject: 'list', to: 'OLA@' })).toEqual([
      'LIST Notice 3',
      'LIST Receipt 1',
    ]);
    expect(
      await subjectsAs(t, 'kunde.admin', { subject: 'LIST', from: '2026-03-05', until: '2026-03-08' }),
    ).toEqual(['LIST Receipt 2']);
    expect(await subjectsAs(t, 'kunde.admin', { subject: 'LIST', status: 'sent' })).toEqual([
      'LIST Receipt 2',
    ]);
    // `%` and `_` are searched for as themselves.
    expect(await subjectsAs(t, 'kunde.admin', { subject: 'LIST%' })).toEqual([]);
  });

  it("shows a global admin every customer's mail and the mail of no customer, one customer on request", async () => {
    const all = await subjectsAs(t, 'global', { subject: 'LIST' });
    expect(all).toEqual(expect.arrayContaining(['LIST Shop mail', 'LIST Applicant mail', 'LIST Receipt 1']));
    expect(all).toHaveLength(5);
    expect(await subjectsAs(t, 'global', { subject: 'LIST', customerId: String(shop.customer.id) })).toEqual([
      'LIST Shop mail',
    ]);
  });

  it("ignores a customer admin's customerId: the acting customer's mail only", async () => {
    expect(
      await subjectsAs(t, 'kunde.admin', { subject: 'LIST Shop', customerId: String(shop.customer.id) }),
    ).toEqual([]);
  });

  it('refuses a user who is no admin (403) and bad filters (400 naming the field)', async () => {
    expect((await archiveAs(t, 'butikk')).status).toBe(403);
    const badStatus = await archiveAs(t, 'kunde.admin', { status: 'bounced' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error?.message).toContain('status');
    const badDate = await archiveAs(t, 'kunde.admin', { from: '2026-02-30' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error?.message).toContain('from');
    const reversed = await archiveAs(t, 'kunde.admin', { from: '2026-03-09', until: '2026-03-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error?.message).toContain('until');
    expect((await archiveAs(t, 'kunde.admin', { page: '0' })).status).toBe(400);
  });
});
