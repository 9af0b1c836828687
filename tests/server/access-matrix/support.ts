import type { CaseContext, RouteEntry } from './access-table.ts';
import { anyUser, guarded, type Expectation } from './expectations.ts';
import type { TenantIds } from './fixtures.ts';
import { staleVersion } from './requests.ts';

/**
 * Support tickets and templates (issue 19 items 1 and 2). A ticket is its author's: the owner (who
 * opened it) and provider staff see it; the reader (report level 1, no support user), a colleague and a
 * stranger are told it does not exist. Staff calls are refused (403) to everyone else before any id.
 */
const tenantOf = (ctx: CaseContext): TenantIds => {
  if (!ctx.ids) throw new Error('a support case by owner is called without ids');
  return ctx.ids;
};

/** A ticket of the tenant's user with a PNG attachment, written straight to the tables. */
async function tenantTicket(ctx: CaseContext) {
  const ids = tenantOf(ctx);
  const db = ctx.t.app.db;
  const ticket = await db
    .insertInto('supportTickets')
    .values({
      marketId: 'no',
      customerId: ids.customerId,
      locationId: ids.locationId,
      createdBy: ids.userId,
      topic: 'Matrix',
      description: 'Matrix',
      category: 'other',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const attachment = await db
    .insertInto('supportAttachments')
    .values({
      ticketId: ticket.id,
      fileName: 'proof.png',
      contentType: 'image/png',
      sizeBytes: png.length,
      content: png,
      createdBy: ids.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ticketId: ticket.id, attachmentId: attachment.id };
}

const authorOnly = (status = 200): Expectation => ({
  ...guarded,
  owner: status,
  provider: status,
  reader: 404,
  colleague: 404,
  stranger: 404,
});
const staffOnly = (status: number): Expectation => ({ ...anyUser(403), global: status, lager: status });
const staffById = (status: number): Expectation => ({
  ...guarded,
  owner: 403,
  reader: 403,
  colleague: 403,
  stranger: 403,
  provider: status,
});

export const supportAccess: Record<string, RouteEntry> = {
  'GET supportTickets': { request: () => ({ query: { status: 'New' } }), expect: anyUser() },
  'GET supportTicketOptions': { expect: anyUser() },
  'GET supportTicket': {
    byOwner: true,
    request: async (ctx) => ({ query: { id: String((await tenantTicket(ctx)).ticketId) } }),
    expect: authorOnly(),
  },
  'POST supportTicket': {
    request: () => ({ body: { topic: 'Matrix', description: 'Matrix', category: 'other' } }),
    expect: anyUser(),
  },
  // A form of text fields only, as a reply without files is sent.
  'POST supportReply': {
    byOwner: true,
    request: async (ctx) => ({
      form: { ticketId: String((await tenantTicket(ctx)).ticketId), text: 'Matrix' },
    }),
    expect: authorOnly(),
  },
  'GET supportAttachment': {
    byOwner: true,
    request: async (ctx) => ({ query: { id: String((await tenantTicket(ctx)).attachmentId) } }),
    expect: authorOnly(),
  },
  // A stale version passes every access check and writes nothing.
  'POST supportTicketUpdate': {
    byOwner: true,
    request: async (ctx) => ({
      body: { id: (await tenantTicket(ctx)).ticketId, version: staleVersion, status: 'Open' },
    }),
    expect: staffById(409),
  },
  'POST supportNote': {
    byOwner: true,
    request: async (ctx) => ({ body: { ticketId: (await tenantTicket(ctx)).ticketId, text: 'Matrix' } }),
    expect: staffById(200),
  },
  'GET supportAssignees': { expect: staffOnly(200) },
  'GET supportTemplates': { expect: staffOnly(200) },
  'POST supportTemplate': {
    request: () => ({ body: { texts: { 'en-US': { title: 'Matrix', text: 'Matrix' } } } }),
    expect: staffOnly(200),
  },
  // No template has this id: staff are told so, anyone else is refused first.
  'POST supportTemplateDelete': { request: () => ({ body: { id: staleVersion } }), expect: staffOnly(404) },
};
