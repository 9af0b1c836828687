import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { openTicket, ticketAs, userId } from './support-api.ts';

interface AlertView {
  id: number;
  source: string;
  sourceId: number | null;
  title: string;
  data: { read: boolean };
}

const unreadSupport = async (t: TestApp, login: string, ticketId: number) => {
  const alerts = (await t.callAs<AlertView[]>(login, 'GET', 'Alerts')).body.data!;
  return alerts.filter(
    (alert) => alert.source === 'Support' && alert.sourceId === ticketId && !alert.data.read,
  );
};

const mailsAbout = (t: TestApp, ticketId: number) =>
  t.app.db
    .selectFrom('emailArchive')
    .select(['toAddress', 'subject', 'body', 'kind', 'language'])
    .where('subject', 'like', `%#${ticketId}:%`)
    .orderBy('id')
    .execute();

describe('a reply e-mails the other side and raises a Support alert (issue 19 item 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('tells support of a new ticket: a mail to customer service and an alert for the provider staff', async () => {
    const ticket = await openTicket(t, 'butikk', { topic: 'Missing pallets' });
    const mails = await mailsAbout(t, ticket.id);
    expect(mails).toEqual([
      expect.objectContaining({
        toAddress: 'kundeservice@example.no',
        kind: 'support-ticket',
        language: 'nb-NO',
      }),
    ]);
    expect(await unreadSupport(t, 'global', ticket.id)).toHaveLength(1);
    expect(await unreadSupport(t, 'lager', ticket.id)).toHaveLength(1);
    // Nobody on the customer's side is told of their own ticket.
    expect(await unreadSupport(t, 'butikk', ticket.id)).toEqual([]);
  });

  it("mails a staff answer to the ticket's author in their language and raises their Support alert", async () => {
    const ticket = await openTicket(t, 'butikk', { topic: 'Broken boards' });
    const answer = await t.callAs<{ status: string; assignedTo: { name: string } | null }>(
      'global',
      'POST',
      'supportReply',
      { body: { ticketId: ticket.id, text: 'We send new ones on Friday.' } },
    );
    expect(answer.status).toBe(200);
    // Staff answering a new ticket takes it, and it waits for the customer.
    expect(answer.body.data).toMatchObject({ status: 'Pending', assignedTo: { name: 'Astrid Lunde' } });
    const butikk = await t.app.db
      .selectFrom('users')
      .select('email')
      .where('loginName', '=', 'butikk')
      .executeTakeFirstOrThrow();
    const reply = (await mailsAbout(t, ticket.id)).filter((mail) => mail.kind === 'support-reply');
    expect(reply).toEqual([expect.objectContaining({ toAddress: butikk.email, language: 'nb-NO' })]);
    expect(reply[0]!.subject).toBe(`Svar i supportsak #${ticket.id}: Broken boards`);
    expect(reply[0]!.body).toContain('We send new ones on Friday.');
    expect(reply[0]!.body).toContain(`/app/support/tickets/${ticket.id}`);
    const alerts = await unreadSupport(t, 'butikk', ticket.id);
    expect(alerts).toHaveLength(1);
    // Another customer never gets it.
    expect(await unreadSupport(t, 'kunde.admin', ticket.id)).toEqual([]);
  });

  it("mails a customer's answer to the assignee only, and opens a pending ticket again", async () => {
    const ticket = await openTicket(t, 'butikk', { topic: 'Follow-up' });
    const lager = await userId(t, 'lager');
    const assigned = await t.callAs<{ version: number }>('global', 'POST', 'supportTicketUpdate', {
      body: { id: ticket.id, version: ticket.version, assignedTo: lager, status: 'Pending' },
    });
    expect(assigned.status).toBe(200);
    const answer = await t.callAs<{ status: string }>('butikk', 'POST', 'supportReply', {
      body: { ticketId: ticket.id, text: 'Any news?' },
    });
    expect(answer.body.data?.status).toBe('Open');
    const mails = (await mailsAbout(t, ticket.id)).filter((mail) => mail.kind === 'support-reply');
    expect(mails.map((mail) => mail.toAddress)).toEqual([expect.stringMatching(/^per\./)]);
    expect(await unreadSupport(t, 'lager', ticket.id)).toHaveLength(2);
    expect((await unreadSupport(t, 'global', ticket.id)).map((alert) => alert.title)).toEqual([
      `Ny supportsak #${ticket.id}: Follow-up`,
    ]);
  });

  it('keeps an internal note from the customer and tells nobody of it', async () => {
    const ticket = await openTicket(t, 'butikk', { topic: 'Noted' });
    const before = (await mailsAbout(t, ticket.id)).length;
    const note = await t.callAs('global', 'POST', 'supportNote', {
      body: { ticketId: ticket.id, text: 'Customer called, wants a credit.' },
    });
    expect(note.status).toBe(200);
    expect((await mailsAbout(t, ticket.id)).length).toBe(before);
    expect(await unreadSupport(t, 'butikk', ticket.id)).toEqual([]);
    const seen = await ticketAs(t, 'butikk', ticket.id);
    expect(seen.response.body).not.toContain('wants a credit');
    // A customer may not write one.
    const refused = await t.callAs('butikk', 'POST', 'supportNote', {
      body: { ticketId: ticket.id, text: 'x' },
    });
    expect(refused.status).toBe(403);
  });

  it('has staff acting as a customer user answer as themselves, so that user is still told', async () => {
    const ticket = await openTicket(t, 'butikk');
    const butikk = await t.app.db
      .selectFrom('users')
      .select(['id', 'customerId', 'locationId'])
      .where('loginName', '=', 'butikk')
      .executeTakeFirstOrThrow();
    const login = await t.callAs<{ token: string }>(null, 'POST', 'Login', {
      body: { userLoginName: 'global', password: 'demo-pallet' },
    });
    const token = login.body.data!.token;
    const switched = await t.callAs('global', 'POST', 'status', {
      token,
      body: { customerId: butikk.customerId, locationId: butikk.locationId, userId: butikk.id },
    });
    expect(switched.status).toBe(200);
    const answer = await t.callAs<{
      replies: { author: { id: number } }[];
      assignedTo: { id: number } | null;
    }>('global', 'POST', 'supportReply', {
      token,
      body: { ticketId: ticket.id, text: 'Answered while acting as the shop' },
    });
    expect(answer.status).toBe(200);
    const global = await userId(t, 'global');
    expect(answer.body.data!.replies.at(-1)!.author.id).toBe(global);
    expect(answer.body.data!.assignedTo?.id).toBe(global);
    expect(await unreadSupport(t, 'butikk', ticket.id)).toHaveLength(1);
  });
});
