import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { downloadAs, seededTicketId, ticketAs, ticketsAs } from './support-api.ts';

const topics = {
  adminPending: 'Feil antall paller på levering',
  ingridOpen: 'Faktura mangler innkjøpsreferanse',
  hamarNew: 'Ønsker ekstra henting av tomme halvpaller',
  shopPending: 'Skadede halvpaller i siste levering',
};
const internalNote = 'Sjåføren bekrefter 30 paller. Korrigerer saldo.';

describe('who sees which support ticket (issue 19 item 1, spec §6)', () => {
  let t: TestApp;
  let ids: Record<keyof typeof topics, number>;
  const topicsSeenBy = async (login: string, query: Record<string, string> = {}) =>
    (await ticketsAs(t, login, query)).body.data!.items.map((item) => item.topic);

  beforeAll(async () => {
    t = await makeTestApp();
    const entries = await Promise.all(
      Object.entries(topics).map(async ([key, topic]) => [key, await seededTicketId(t, topic)] as const),
    );
    ids = Object.fromEntries(entries) as typeof ids;
  });
  afterAll(() => t.close());

  it("shows a customer support user all of their customer's tickets, and no other customer's", async () => {
    const seen = await topicsSeenBy('kunde.admin');
    expect(seen).toEqual(expect.arrayContaining([topics.adminPending, topics.ingridOpen, topics.hamarNew]));
    expect(seen).not.toContain(topics.shopPending);
  });

  it("shows a location support user their location's tickets only", async () => {
    const seen = await topicsSeenBy('lars.johansen');
    expect(seen).toEqual([topics.hamarNew]);
  });

  it('shows any other user only their own tickets', async () => {
    expect(await topicsSeenBy('butikk')).toEqual([
      topics.shopPending,
      'Hvordan endrer jeg leveringsadressen?',
    ]);
    // rapport reads the whole customer's orders (report level 1), but is no support user.
    expect(await topicsSeenBy('rapport')).toEqual([]);
  });

  it("shows provider support staff and global admins the whole market's tickets", async () => {
    for (const login of ['global', 'lager']) {
      const seen = await topicsSeenBy(login);
      expect(seen, login).toEqual(expect.arrayContaining(Object.values(topics)));
    }
  });

  it("answers 404 for another customer's ticket and its attachment, whatever the id", async () => {
    expect((await ticketAs(t, 'butikk', ids.adminPending)).status).toBe(404);
    expect((await ticketAs(t, 'kunde.admin', ids.shopPending)).status).toBe(404);
    expect((await ticketAs(t, 'lars.johansen', ids.ingridOpen)).status).toBe(404);
    const attachment = (await ticketAs(t, 'kunde.admin', ids.adminPending)).body.data!.attachments[0]!;
    const asOwner = await downloadAs(t, 'kunde.admin', attachment.id);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.headers['content-type']).toBe('application/pdf');
    expect(asOwner.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await downloadAs(t, 'butikk', attachment.id)).statusCode).toBe(404);
    expect((await downloadAs(t, 'rapport', attachment.id)).statusCode).toBe(404);
  });

  it('never sends an internal note to a customer, in any answer (issue 19 item 1)', async () => {
    const customer = await ticketAs(t, 'kunde.admin', ids.adminPending);
    expect(customer.status).toBe(200);
    expect(customer.response.body).not.toContain(internalNote);
    expect(customer.body.data!.replies.every((reply) => !reply.isInternal)).toBe(true);
    expect(customer.body.data!.canManage).toBe(false);
    const list = await ticketsAs(t, 'kunde.admin', { term: 'Sjåføren' });
    expect(list.body.data!.items).toEqual([]);
    const staff = await ticketAs(t, 'global', ids.adminPending);
    expect(staff.body.data!.replies.filter((reply) => reply.isInternal).map((reply) => reply.text)).toEqual([
      internalNote,
    ]);
    expect(staff.body.data!.canManage).toBe(true);
  });

  it('filters by status, priority, category, location and text, and pages (issue 19 item 1)', async () => {
    expect(await topicsSeenBy('global', { status: 'New', term: 'halvpaller' })).toEqual([topics.hamarNew]);
    expect(await topicsSeenBy('kunde.admin', { priority: 'High' })).toEqual([topics.adminPending]);
    expect(await topicsSeenBy('kunde.admin', { category: 'invoice' })).toEqual([topics.ingridOpen]);
    const list = (await ticketsAs(t, 'kunde.admin')).body.data!;
    const hamar = list.locations.find((location) => location.name.includes('Hamar'))!;
    expect(await topicsSeenBy('kunde.admin', { locationId: String(hamar.id) })).toEqual([topics.hamarNew]);
    // Archived tickets are out of the default list, but found by their status.
    expect(list.items.map((item) => item.status)).not.toContain('Archived');
    expect(await topicsSeenBy('kunde.admin', { status: 'Archived' })).toEqual([
      'Tilgang for ny ansatt på Gjøvik',
    ]);
    expect(list).toMatchObject({ page: 1, pageSize: 25, total: list.items.length });
    const bad = await ticketsAs(t, 'global', { status: 'Solved', page: '0' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toMatch(/status/);
  });

  it('offers a new ticket the locations the user may open one for, and refuses another (400 naming the field)', async () => {
    type Options = { locations: { id: number; name: string }[]; products: { id: string; name: string }[] };
    const own = (await t.callAs<Options>('butikk', 'GET', 'supportTicketOptions')).body.data!;
    expect(own.locations.map((location) => location.name)).toEqual(['Torgbutikken Grünerløkka']);
    expect(own.products.map((product) => product.id)).toContain('EUR');
    const wide = (await t.callAs<Options>('kunde.admin', 'GET', 'supportTicketOptions')).body.data!;
    expect(wide.locations).toHaveLength(4);
    const elsewhere = wide.locations.find((location) => location.name.includes('Hamar'))!;
    const refused = await t.callAs('butikk', 'POST', 'supportTicket', {
      body: { topic: 'x', description: 'y', category: 'other', locationId: elsewhere.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toMatch(/^locationId:/);
    const noOrder = await t.callAs('butikk', 'POST', 'supportTicket', {
      body: { topic: 'x', description: 'y', category: 'order', orderNo: 'NO-000000' },
    });
    expect(noOrder.status).toBe(400);
    expect(noOrder.body.error?.message).toMatch(/^orderNo:/);
  });

  it('starts the demo with an unread Support alert for kunde.admin and butikk, so the badge shows (spec §2)', async () => {
    for (const login of ['kunde.admin', 'butikk']) {
      const alerts = (await t.callAs<{ source: string; data: { read: boolean } }[]>(login, 'GET', 'Alerts'))
        .body.data!;
      expect(alerts.filter((alert) => alert.source === 'Support' && !alert.data.read).length, login).toBe(1);
    }
  });
});
