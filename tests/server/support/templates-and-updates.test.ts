import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportTemplate } from '../../../src/domain/support/template.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { openTicket, userId } from './support-api.ts';

describe('default-answer templates (issue 19 item 2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('lists the demo templates with a title and a text in all five languages', async () => {
    const answer = await t.callAs<SupportTemplate[]>('global', 'GET', 'supportTemplates');
    expect(answer.status).toBe(200);
    expect(answer.body.data!.length).toBeGreaterThanOrEqual(4);
    for (const template of answer.body.data!) {
      expect(Object.keys(template.texts).sort()).toEqual(['da-DK', 'en-US', 'fi-FI', 'nb-NO', 'sv-SE']);
    }
  });

  it('creates, changes at the read version (409 when stale) and deletes a template', async () => {
    const created = await t.callAs<SupportTemplate>('global', 'POST', 'supportTemplate', {
      body: { texts: { 'en-US': { title: 'Hello', text: 'Hello there' }, 'nb-NO': { title: '', text: '' } } },
    });
    expect(created.status).toBe(200);
    const template = created.body.data!;
    expect(template.texts).toEqual({ 'en-US': { title: 'Hello', text: 'Hello there' } });
    const changed = await t.callAs<SupportTemplate>('lager', 'POST', 'supportTemplate', {
      body: {
        id: template.id,
        version: template.version,
        texts: { 'nb-NO': { title: 'Hei', text: 'Hei der' } },
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data!.version).toBe(template.version + 1);
    const stale = await t.callAs('global', 'POST', 'supportTemplate', {
      body: { id: template.id, version: template.version, texts: { 'en-US': { title: 'x', text: 'y' } } },
    });
    expect(stale.status).toBe(409);
    const deleted = await t.callAs('global', 'POST', 'supportTemplateDelete', { body: { id: template.id } });
    expect(deleted.status).toBe(200);
    const again = await t.callAs('global', 'POST', 'supportTemplateDelete', { body: { id: template.id } });
    expect(again.status).toBe(404);
  });

  it('answers 400 naming the field for a template without any wording, or a title without text', async () => {
    const empty = await t.callAs('global', 'POST', 'supportTemplate', { body: { texts: {} } });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.message).toMatch(/texts/);
    const half = await t.callAs('global', 'POST', 'supportTemplate', {
      body: { texts: { 'sv-SE': { title: 'Hej', text: '' } } },
    });
    expect(half.status).toBe(400);
    expect(half.body.error?.message).toMatch(/sv-SE/);
  });

  it('is kept by provider support staff only: customers get 403', async () => {
    for (const call of ['supportTemplates', 'supportAssignees'] as const) {
      expect((await t.callAs('kunde.admin', 'GET', call)).status, call).toBe(403);
    }
    const write = await t.callAs('butikk', 'POST', 'supportTemplate', {
      body: { texts: { 'en-US': { title: 'x', text: 'y' } } },
    });
    expect(write.status).toBe(403);
  });
});

describe('support staff assign and set status and priority (issue 19 item 1, spec §4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('changes status, priority and assignee at the read version; a stale version is 409', async () => {
    const ticket = await openTicket(t, 'butikk');
    const global = await userId(t, 'global');
    const answer = await t.callAs<{ status: string; priority: string; version: number; assignedTo: unknown }>(
      'global',
      'POST',
      'supportTicketUpdate',
      {
        body: {
          id: ticket.id,
          version: ticket.version,
          status: 'Open',
          priority: 'High',
          assignedTo: global,
        },
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'Open', priority: 'High', assignedTo: { id: global } });
    const stale = await t.callAs('global', 'POST', 'supportTicketUpdate', {
      body: { id: ticket.id, version: ticket.version, status: 'Closed' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.data).toMatchObject({ status: 'Open' });
  });

  it('refuses a customer (403), an unknown status (400) and an assignee who is no support staff (400)', async () => {
    const ticket = await openTicket(t, 'butikk');
    const byCustomer = await t.callAs('butikk', 'POST', 'supportTicketUpdate', {
      body: { id: ticket.id, version: ticket.version, status: 'Closed' },
    });
    expect(byCustomer.status).toBe(403);
    const byReply = await t.callAs('butikk', 'POST', 'supportReply', {
      body: { ticketId: ticket.id, text: 'Close it', status: 'Closed' },
    });
    expect(byReply.status).toBe(403);
    const unknown = await t.callAs('global', 'POST', 'supportTicketUpdate', {
      body: { id: ticket.id, version: ticket.version, status: 'Solved' },
    });
    expect(unknown.status).toBe(400);
    const customer = await userId(t, 'butikk');
    const notStaff = await t.callAs('global', 'POST', 'supportTicketUpdate', {
      body: { id: ticket.id, version: ticket.version, assignedTo: customer },
    });
    expect(notStaff.status).toBe(400);
    expect(notStaff.body.error?.message).toMatch(/assignedTo/);
  });

  it('keeps an archived ticket as it is but for its status; an answer never leaves a ticket New', async () => {
    const ticket = await openTicket(t, 'butikk');
    const archived = await t.callAs<{ version: number }>('global', 'POST', 'supportTicketUpdate', {
      body: { id: ticket.id, version: ticket.version, status: 'Archived' },
    });
    expect(archived.status).toBe(200);
    const version = archived.body.data!.version;
    const priority = await t.callAs('global', 'POST', 'supportTicketUpdate', {
      body: { id: ticket.id, version, priority: 'High' },
    });
    expect(priority.status).toBe(409);
    const note = await t.callAs('global', 'POST', 'supportNote', {
      body: { ticketId: ticket.id, text: 'x' },
    });
    expect(note.status).toBe(409);
    const reopened = await t.callAs<{ status: string }>('global', 'POST', 'supportTicketUpdate', {
      body: { id: ticket.id, version, status: 'Open', priority: 'Normal' },
    });
    expect(reopened.body.data).toMatchObject({ status: 'Open' });
    const asNew = await t.callAs('global', 'POST', 'supportReply', {
      body: { ticketId: ticket.id, text: 'Back to new', status: 'New' },
    });
    expect(asNew.status).toBe(400);
  });

  it('lists the market staff a ticket can be assigned to', async () => {
    const answer = await t.callAs<{ name: string }[]>('global', 'GET', 'supportAssignees');
    expect(answer.body.data!.map((user) => user.name)).toEqual(
      expect.arrayContaining(['Astrid Lunde', 'Per Olav Rønning']),
    );
    expect(answer.body.data!.map((user) => user.name)).not.toContain('Silje Haugen');
  });
});
