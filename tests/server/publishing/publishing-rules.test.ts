import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishedMessage } from '../../../src/domain/messages/published-message.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { daysFromToday, makeMessageInput, saveMessage, shownTitles } from './publishing-api.ts';

describe('publishing messages, articles and guides (issue 19 item 5, spec §3 Published message)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  const state = (call: string, message: PublishedMessage, login = 'global') =>
    t.callAs<PublishedMessage>(login, 'POST', call, { body: { id: message.id, version: message.version } });

  it('stores every field, keeps a new text a draft until published, and hides it again when withdrawn', async () => {
    const input = makeMessageInput({
      type: 'Guides',
      area: 'RECEPTION',
      path: '/app/reception',
      date: daysFromToday(-1),
      locationType: 'GRS',
      mustRead: true,
      showTo: daysFromToday(30),
    });
    const draft = (await saveMessage(t, input)).body.data!;
    expect(draft).toMatchObject({ ...input, html: input.html, visibility: 'Draft', version: 1 });
    expect(await shownTitles(t, 'butikk', 'Guides')).not.toContain(input.title);

    const published = (await state('publishedMessagePublish', draft)).body.data!;
    expect(published.visibility).toBe('Published');
    expect(await shownTitles(t, 'butikk', 'Guides')).toContain(input.title);

    const withdrawn = (await state('publishedMessageWithdraw', published)).body.data!;
    expect(withdrawn.visibility).toBe('Withdrawn');
    expect(await shownTitles(t, 'butikk', 'Guides')).not.toContain(input.title);

    // Each step is an administration change in the audit log (issue 19 item 7).
    const logged = await t.app.db
      .selectFrom('auditLog')
      .select(['subject', 'details'])
      .where('type', '=', 'adminChange')
      .where('subject', '=', `publishedMessage ${input.title}`)
      .orderBy('id')
      .execute();
    expect(logged.map((entry) => (entry.details as { action: string }).action)).toEqual([
      'created',
      'published',
      'withdrawn',
    ]);
  });

  it('edits a text at the version it was read; an older version is a 409 with the current text', async () => {
    const draft = (await saveMessage(t, makeMessageInput())).body.data!;
    const edited = await saveMessage(t, {
      ...makeMessageInput({ title: 'Edited' }),
      id: draft.id,
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Edited', version: 2 });
    const stale = await saveMessage(t, { ...makeMessageInput({ title: 'Lost' }), id: draft.id, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.data).toMatchObject({ title: 'Edited', version: 2 });
    expect((await state('publishedMessagePublish', draft)).status).toBe(409);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: ' ' }, 'title'],
      [{ showFrom: daysFromToday(5), showTo: daysFromToday(1) }, 'showTo'],
      [{ type: 'Gossip' }, 'type'],
      [{ language: 'de-DE' }, 'language'],
      [{ locationType: 'XYZ' }, 'locationType'],
      [{ type: 'Login', mustRead: true }, 'mustRead'],
      [{ path: 'javascript:alert(1)' }, 'path'],
      [{ date: '2026-02-30x' }, 'date'],
    ];
    for (const [change, field] of cases) {
      const answer = await saveMessage(t, { ...makeMessageInput(), ...change });
      expect(answer.status, field).toBe(400);
      expect(answer.body.error?.message, field).toContain(field);
    }
  });

  it('lets only a global admin publish (spec §6: the Admin menu)', async () => {
    const draft = (await saveMessage(t, makeMessageInput())).body.data!;
    for (const login of ['kunde.admin', 'butikk', 'lager', 'rapport']) {
      expect((await saveMessage(t, makeMessageInput(), login)).status, login).toBe(403);
      expect((await state('publishedMessagePublish', draft, login)).status, login).toBe(403);
      expect((await t.callAs(login, 'GET', 'PublishedMessages')).status, login).toBe(403);
    }
    expect((await t.callAs(null, 'GET', 'PublishedMessages')).status).toBe(401);
  });

  it("lists the market's texts in every state for the publisher, and not another market's", async () => {
    const list = await t.callAs<PublishedMessage[]>('global', 'GET', 'PublishedMessages');
    expect(list.status).toBe(200);
    const states = new Set(list.body.data!.map((message) => message.visibility));
    expect(states).toEqual(new Set(['Draft', 'Published', 'Withdrawn']));
    const ids = list.body.data!.map((message) => message.id);
    const swedish = await t.app.db.selectFrom('messages').select('id').where('marketId', '=', 'se').execute();
    expect(ids.some((id) => swedish.some((row) => row.id === id))).toBe(false);
    const foreign = await t.callAs('global', 'GET', 'PublishedMessage', {
      query: { id: String(swedish[0]!.id) },
    });
    expect(foreign.status).toBe(404);
  });
});
