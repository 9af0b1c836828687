import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { downloadAs, postSupportForm, seededTicketId, ticketAs, tinyFiles } from './support-api.ts';

const ticketFields = {
  topic: 'Scanned delivery note',
  description: 'See the attachment',
  category: 'delivery',
};
/** Over the 10 MB limit: answered 413 only if the server read it. */
const tooBig = { name: 'scan.pdf', content: Buffer.concat([tinyFiles.pdf, Buffer.alloc(11 * 1024 * 1024)]) };

const ticketCount = (t: TestApp) =>
  t.app.db
    .selectFrom('supportTickets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));

describe('support attachments are PDF, JPG or PNG by content (spec §8, issue 19 item 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('opens a ticket with a PDF and a PNG, stored under the names their content shows', async () => {
    const answer = await postSupportForm(
      t,
      'butikk',
      'supportTicket',
      { ...ticketFields, priority: 'High' },
      [
        { name: 'note.pdf', content: tinyFiles.pdf },
        { name: 'photo.bat', content: tinyFiles.png, type: 'application/x-msdownload' },
      ],
    );
    expect(answer.status).toBe(200);
    const ticket = answer.body.data!;
    expect(ticket).toMatchObject({
      status: 'New',
      priority: 'High',
      category: 'delivery',
      topic: 'Scanned delivery note',
    });
    expect(ticket.attachments.map((file) => [file.fileName, file.contentType])).toEqual([
      ['note.pdf', 'application/pdf'],
      ['photo.png', 'image/png'],
    ]);
    const png = await downloadAs(t, 'butikk', ticket.attachments[1]!.id);
    expect(png.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(png.rawPayload, tinyFiles.png)).toBe(0);
  });

  it('keeps a 10 MB attachment byte for byte, every byte value included', async () => {
    // Every byte value, repeated to the largest file the form takes (PGlite's bytes pass as binary).
    const body = Buffer.alloc(
      10 * 1024 * 1024 - tinyFiles.pdf.length,
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
    );
    const pdf = Buffer.concat([tinyFiles.pdf, body]);
    const answer = await postSupportForm(t, 'butikk', 'supportTicket', ticketFields, [
      { name: 'scan.pdf', content: pdf },
    ]);
    expect(answer.status).toBe(200);
    const file = await downloadAs(t, 'butikk', answer.body.data!.attachments[0]!.id);
    expect(file.rawPayload.length).toBe(pdf.length);
    expect(Buffer.compare(file.rawPayload, pdf)).toBe(0);
  });

  it('refuses a program named .pdf and a GIF with 400 naming the file, and stores no ticket', async () => {
    const before = await ticketCount(t);
    for (const file of [
      { name: 'invoice.pdf', content: tinyFiles.exe, type: 'application/pdf' },
      { name: 'anim.gif', content: tinyFiles.gif },
    ]) {
      const answer = await postSupportForm(t, 'butikk', 'supportTicket', ticketFields, [file]);
      expect(answer.status, file.name).toBe(400);
      expect(answer.body.error?.message).toBe(`Only PDF, JPG and PNG files can be attached (${file.name})`);
    }
    expect(await ticketCount(t)).toBe(before);
  });

  it('answers 400 naming the field for a ticket without a topic or with an unknown category', async () => {
    const answer = await postSupportForm(t, 'butikk', 'supportTicket', {
      ...ticketFields,
      topic: ' ',
      category: 'x',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toMatch(/topic: must not be empty/);
    expect(answer.body.error?.message).toMatch(/category:/);
  });

  it("checks a reply's ticket before it reads any file: another customer's ticket is 404", async () => {
    const foreign = await seededTicketId(t, 'Feil antall paller på levering');
    const answer = await postSupportForm(
      t,
      'butikk',
      'supportReply',
      { ticketId: String(foreign), text: 'Hi' },
      [tooBig],
    );
    expect(answer.status).toBe(404);
    const replies = (await ticketAs(t, 'global', foreign)).body.data!.replies;
    expect(replies.map((reply) => reply.text)).not.toContain('Hi');
  });

  it('answers a reply with a JPG attached to it, and refuses one to an archived ticket (409)', async () => {
    const own = await seededTicketId(t, 'Skadede halvpaller i siste levering');
    const answer = await postSupportForm(
      t,
      'butikk',
      'supportReply',
      { ticketId: String(own), text: 'Photo' },
      [{ name: 'board.jpeg', content: tinyFiles.jpg }],
    );
    expect(answer.status).toBe(200);
    const reply = answer.body.data!.replies.at(-1)!;
    expect(reply.text).toBe('Photo');
    expect(answer.body.data!.attachments.find((file) => file.replyId === reply.id)?.fileName).toBe(
      'board.jpeg',
    );
    const archived = await seededTicketId(t, 'Tilgang for ny ansatt på Gjøvik');
    const refused = await postSupportForm(t, 'kunde.admin', 'supportReply', {
      ticketId: String(archived),
      text: 'Again',
    });
    expect(refused.status).toBe(409);
  });
});
