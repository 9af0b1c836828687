import type { TestApp } from '../../helpers/test-app.ts';
import { choices, daysInMonthAgo, deliveredOrder, locationIdOf, type Choice } from './report-fixtures.ts';

export interface Scenario {
  /** Fjellmeieriet (kunde.admin, rapport): Lillehammer, Hamar, Gjøvik, Elverum lager. */
  lillehammer: number;
  hamar: number;
  gjovik: number;
  elverum: number;
  /** Nordpall (provider). */
  alnabru: number;
  /** Torgbutikken: butikk's location and its sibling. */
  grunerlokka: number;
  majorstuen: number;
  /** Kystgrossisten (commission customer). */
  drammen: number;
  c1: Choice;
  c2: Choice;
}

/**
 * Orders over the last months (and one older than a year) between the demo customers' locations, a
 * confirmed count at Lillehammer, its maximum balance, and a commission price.
 */
export async function reportScenario(t: TestApp): Promise<Scenario> {
  const [c1, c2] = await choices(t, 2);
  const s: Scenario = {
    lillehammer: await locationIdOf(t, 'Fjellmeieriet Lillehammer'),
    hamar: await locationIdOf(t, 'Fjellmeieriet Hamar'),
    gjovik: await locationIdOf(t, 'Fjellmeieriet Gjøvik'),
    elverum: await locationIdOf(t, 'Fjellmeieriet Elverum lager'),
    alnabru: await locationIdOf(t, 'Nordpall Alnabru'),
    grunerlokka: await locationIdOf(t, 'Torgbutikken Grünerløkka'),
    majorstuen: await locationIdOf(t, 'Torgbutikken Majorstuen'),
    drammen: await locationIdOf(t, 'Kystgrossisten Drammen'),
    c1: c1!,
    c2: c2!,
  };
  const order = (
    type: 'TO' | 'HE' | 'GL' | 'OO' | 'RO',
    from: number,
    to: number,
    monthsAgo: number,
    lines: [Choice, number, number?][],
    fillDegree: number | null = null,
  ) =>
    deliveredOrder(t, {
      type,
      from,
      to,
      at: daysInMonthAgo(monthsAgo),
      fillDegree,
      lines: lines.map(([choice, quantity, amount]) => ({ ...choice, quantity, amount: amount ?? 0 })),
    });
  await order(
    'TO',
    s.alnabru,
    s.lillehammer,
    1,
    [
      [s.c1, 100, 1500],
      [s.c2, 20, 400],
    ],
    0.8,
  );
  await order('HE', s.lillehammer, s.alnabru, 2, [[s.c1, 60]], 0.5);
  await order('TO', s.alnabru, s.hamar, 0, [[s.c1, 50, 750]]);
  await order('GL', s.gjovik, s.lillehammer, 3, [[s.c2, 10]]);
  await order('TO', s.alnabru, s.grunerlokka, 1, [[s.c1, 30, 450]]);
  await order('HE', s.grunerlokka, s.alnabru, 0, [[s.c1, 20]], 1.1);
  await order('TO', s.alnabru, s.majorstuen, 2, [[s.c2, 15, 300]]);
  await order('HE', s.drammen, s.alnabru, 1, [[s.c1, 25]]);
  await order('TO', s.alnabru, s.drammen, 2, [[s.c1, 40, 600]]);
  await order('TO', s.alnabru, s.lillehammer, 14, [[s.c1, 200, 3000]]);

  const db = t.app.db;
  await db.updateTable('locations').set({ maxBalance: 100 }).where('id', '=', s.lillehammer).execute();
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('loginName', '=', 'kunde.admin')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('countingReports')
    .values({
      marketId: 'no',
      locationId: s.lillehammer,
      ...s.c1,
      countedVolume: 150,
      confirmed: true,
      confirmedAt: new Date(daysInMonthAgo(1, 20)),
      confirmedBy: admin.id,
      balanceAtConfirm: 145,
      differenceAtConfirm: 5,
      registeredBy: admin.id,
    })
    .execute();
  // The only commission price of the product, whatever the seed holds.
  await db
    .deleteFrom('priceLists')
    .where('marketId', '=', 'no')
    .where('productId', '=', s.c1.productId)
    .where('kind', '=', 'commission')
    .execute();
  await db
    .insertInto('priceLists')
    .values({
      marketId: 'no',
      productId: s.c1.productId,
      kind: 'commission',
      price: 2.5,
      validFrom: '2020-01-01',
    })
    .execute();
  return s;
}
