import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../src/server/http/access.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { accessTable, type RouteEntry } from './access-matrix/access-table.ts';
import { callers, relationOf, type Caller, type Owner } from './access-matrix/callers.ts';
import { makeFixtures, type Fixtures } from './access-matrix/fixtures.ts';
import { freshToken, runCase } from './access-matrix/run-case.ts';

/** `METHOD call` of a registered route; HEAD answers as its GET does. */
const keyOf = (method: string, url: string) =>
  `${method === 'HEAD' ? 'GET' : method} ${url.replace(/^\/api\/:market\//, '')}`;

describe('the access matrix: every route × caller × own and foreign ids (issue 14 item 14; spec §6, §7)', () => {
  let t: TestApp;
  let fixtures: Fixtures;
  const tokens = new Map<string, string | undefined>();

  beforeAll(async () => {
    t = await makeTestApp();
    fixtures = await makeFixtures(t);
    for (const who of callers) {
      tokens.set(who.name, who.login ? await t.tokenOf(who.login, who.loginMarket) : undefined);
    }
  }, 120_000);
  afterAll(() => t.close());

  const unconfirmGdpr = (loginName: string) =>
    t.app.db
      .updateTable('users')
      .set({ confirmedGdpr: false })
      .where('marketId', '=', 'no')
      .where('loginName', '=', loginName)
      .execute();

  it('has an entry for every route, and no entry without a route', () => {
    const routes = new Set(t.app.apiRoutes.map((route) => keyOf(route.method, route.url)));
    expect(
      [...routes].filter((key) => !(key in accessTable)),
      'routes without an entry',
    ).toEqual([]);
    expect(
      Object.keys(accessTable).filter((key) => !routes.has(key)),
      'entries without a route',
    ).toEqual([]);
  });

  it('answers every case as the table says, and never 2xx on a stranger’s ids', async () => {
    const mismatches: string[] = [];
    let cases = 0;
    const check = async (route: RouteAccess, entry: RouteEntry, who: Caller, owner: Owner | null) => {
      const relation = relationOf(who, owner);
      // Until the GDPR confirmation every call but the session, consent and logout ones is refused
      // (issue 16 item 6); ny.bruker has not confirmed it.
      const refusedBeforeGdpr = who.name === 'ny.bruker' && route.access !== 'public' && !route.beforeGdpr;
      const expected = refusedBeforeGdpr
        ? 403
        : ((owner ? entry.expect[`${who.name}@${owner}`] : undefined) ??
          entry.expect[who.name] ??
          (owner ? entry.expect[`${relation}@${owner}`] : undefined) ??
          entry.expect[relation]);
      // POST gdpr confirms it for ny.bruker: every case starts from 'not confirmed' again.
      if (who.name === 'ny.bruker') await unconfirmGdpr('ny.bruker');
      const parts = (await entry.request?.({ t, fixtures, ids: owner ? fixtures[owner] : null })) ?? {};
      const token = entry.freshSession ? await freshToken(t, who) : tokens.get(who.name);
      const call = route.url.replace(/^\/api\/:market\//, '');
      const status = await runCase(t, route.method, call, who.callMarket, token, parts);
      cases += 1;
      const label = `${route.method} ${call} as ${who.name}${owner ? ` on ${owner}'s ids` : ''} (${relation})`;
      if (expected === undefined) mismatches.push(`${label}: no expectation declared, answered ${status}`);
      else if (status !== expected) mismatches.push(`${label}: expected ${expected}, answered ${status}`);
      if (relation === 'stranger' && status < 300) mismatches.push(`${label}: a stranger got ${status}`);
    };
    for (const route of t.app.apiRoutes) {
      const entry = accessTable[keyOf(route.method, route.url)];
      if (!entry) continue;
      for (const who of callers) {
        for (const owner of entry.byOwner ? (['A', 'B'] as const) : [null]) {
          await check(route, entry, who, owner);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(cases).toBeGreaterThan(1000);
  }, 300_000);
});
