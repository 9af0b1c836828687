import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { publishMessage, type ShownMessage } from '../publishing/publishing-api.ts';

describe('must-read messages (spec §4, issue 19 item 3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  const unread = async (login: string, language = 'nb-NO') => {
    const answer = await t.callAs<ShownMessage[]>(login, 'GET', 'MustReadMessages', { query: { language } });
    expect(answer.status).toBe(200);
    return answer.body.data!;
  };

  it('seeds no published must-read text, so no demo login is blocked', async () => {
    for (const login of ['global', 'kunde.admin', 'butikk', 'lager', 'rapport']) {
      expect(await unread(login), login).toEqual([]);
    }
  });

  it('answers an unread must-read text with its HTML until the user has read it', async () => {
    const notice = await publishMessage(t, { mustRead: true, html: '<p><strong>Vests</strong> on</p>' });
    const before = await unread('butikk');
    expect(before.map((message) => message.id)).toEqual([notice.id]);
    expect(before[0]!.html).toBe('<p><strong>Vests</strong> on</p>');
    expect((await unread('kunde.admin')).map((message) => message.id)).toEqual([notice.id]);

    await t.callAs('butikk', 'POST', 'messageRead', { body: { messageId: notice.id } });
    expect(await unread('butikk')).toEqual([]);
    // Another user still has to read it.
    expect((await unread('kunde.admin')).map((message) => message.id)).toEqual([notice.id]);
    await t.callAs('kunde.admin', 'POST', 'messageRead', { body: { messageId: notice.id } });
  });

  it('blocks only readers of its language and location type', async () => {
    const swedish = await publishMessage(t, { mustRead: true, language: 'sv-SE' });
    const forShops = await publishMessage(t, { mustRead: true, locationType: 'GRS' });
    expect((await unread('butikk')).map((message) => message.id)).toEqual([forShops.id]);
    expect((await unread('butikk', 'sv-SE')).map((message) => message.id)).toEqual([swedish.id]);
    // English has no must-read text: the market's own language's block instead.
    expect((await unread('butikk', 'en-US')).map((message) => message.id)).toEqual([forShops.id]);
    expect(await unread('kunde.admin')).toEqual([]);
  });

  it('is not read by an admin acting as another user (spec §4: not while impersonating)', async () => {
    const notice = await publishMessage(t, { mustRead: true, language: 'da-DK' });
    const butikk = await t.app.db
      .selectFrom('users')
      .select(['id', 'customerId', 'locationId'])
      .where('loginName', '=', 'butikk')
      .executeTakeFirstOrThrow();
    const token = await t.tokenOf('global');
    const switched = await t.callAs('global', 'POST', 'status', {
      token,
      body: { customerId: butikk.customerId, locationId: butikk.locationId, userId: butikk.id },
    });
    expect(switched.status).toBe(200);
    const read = await t.callAs('global', 'POST', 'messageRead', { token, body: { messageId: notice.id } });
    expect(read.status).toBe(403);
    const stillUnread = await t.callAs<ShownMessage[]>('butikk', 'GET', 'MustReadMessages', {
      query: { language: 'da-DK' },
    });
    expect(stillUnread.body.data!.map((message) => message.id)).toContain(notice.id);
  });
});
