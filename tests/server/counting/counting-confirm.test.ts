import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountingReport } from '../../../src/domain/counting/counting-report.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { dataOf, lineOf, postAs, todayOf } from '../dock/arrival-api.ts';
import { isReplay, newKey, postWithKey } from '../idempotency/idempotency-api.ts';
import { actorOf, type Actor } from '../orders/order-api.ts';
import { adjustmentsOf, confirmAs, countOf, listAs, saveAs, stockOf } from './counting-api.ts';

describe('confirming a count corrects the balance (issue 7 items 3–5; spec §3 inventory)', () => {
  let t: TestApp;
  let dock: Actor;
  let admin: Actor;
  let hamarId: number;

  const balanceOf = async (login: string, locationId: number, choice: string) =>
    (await stockOf(t, login, locationId, choice))?.balance ?? 0;
  const countAs = async (login: string, locationId: number, choice: string, counted: number) => {
    const [report] = dataOf(await saveAs(t, login, [countOf(locationId, choice, counted)]), 'save');
    return report!;
  };
  const confirm = async (login: string, report: CountingReport) =>
    dataOf(await confirmAs(t, login, report), 'confirm');
  const listedAs = async (login: string, report: CountingReport) =>
    dataOf(await listAs(t, login, report.locationId), 'list').find((row) => row.id === report.id);
  const receive = async (login: string, choice: string, quantity: number) =>
    dataOf(
      await postAs(t, login, 'directReception', {
        locationIdFrom: hamarId,
        lines: [lineOf(choice, quantity)],
      }),
      'directReception',
    );
  const deliver = async (login: string, choice: string, quantity: number) =>
    dataOf(
      await postAs(t, login, 'goodsDelivery', {
        locationIdTo: hamarId,
        sendDate: await todayOf(t),
        lines: [lineOf(choice, quantity)],
      }),
      'goodsDelivery',
    );

  beforeAll(async () => {
    t = await makeTestApp();
    [dock, admin] = await Promise.all([actorOf(t, 'lager'), actorOf(t, 'kunde.admin')]);
    const hamar = await t.app.db
      .selectFrom('locations')
      .select('id')
      .where('name', '=', 'Fjellmeieriet Hamar')
      .executeTakeFirstOrThrow();
    hamarId = hamar.id;
  });
  afterAll(() => t.close());

  it('books counted less balance as one adjustment, after which the balance is the count', async () => {
    const at = admin.location.id;
    const before = await balanceOf('kunde.admin', at, 'EUR/HT/A');
    const report = await countAs('kunde.admin', at, 'EUR/HT/A', before + 7);
    const confirmed = await confirm('kunde.admin', report);
    expect(confirmed).toMatchObject({
      id: report.id,
      confirmed: true,
      balance: before,
      difference: 7,
      version: report.version + 1,
    });
    expect(confirmed.confirmedAt).not.toBeNull();
    expect(await adjustmentsOf(t, report.id)).toEqual([
      {
        locationId: at,
        kind: 'adjustment',
        productId: 'EUR',
        treatmentId: 'HT',
        qualityId: 'A',
        quantity: 7,
      },
    ]);
    expect(await stockOf(t, 'kunde.admin', at, 'EUR/HT/A')).toMatchObject({
      balance: before + 7,
      physicalBalance: before + 7,
    });
  });

  it('takes the difference against the balance as it is when confirming, not as it was when counted', async () => {
    const at = dock.location.id;
    const seen = await balanceOf('lager', at, 'EUR/STD/B');
    const report = await countAs('lager', at, 'EUR/STD/B', seen + 5);
    expect(report).toMatchObject({ balance: seen, difference: 5 });

    await receive('lager', 'EUR/STD/B', 12);
    expect(await listedAs('lager', report)).toMatchObject({
      balance: seen + 12,
      difference: -7,
      inboundVolume: report.inboundVolume + 12,
    });
    const confirmed = await confirm('lager', report);
    expect(confirmed).toMatchObject({ balance: seen + 12, difference: -7 });
    expect((await adjustmentsOf(t, report.id)).map((row) => row.quantity)).toEqual([-7]);
    expect(await balanceOf('lager', at, 'EUR/STD/B')).toBe(seen + 5);
  });

  it('confirms once: a second confirm is 409 and books nothing more', async () => {
    const at = admin.location.id;
    const report = await countAs(
      'kunde.admin',
      at,
      'EUR/STD/N',
      (await balanceOf('kunde.admin', at, 'EUR/STD/N')) + 3,
    );
    const confirmed = await confirm('kunde.admin', report);
    for (const version of [report.version, confirmed.version]) {
      const again = await confirmAs(t, 'kunde.admin', { id: report.id, version });
      expect(again.status).toBe(409);
      expect(again.body.error).toMatchObject({
        type: 'AlreadyConfirmed',
        data: { id: report.id, confirmed: true, difference: 3 },
      });
    }
    expect(await adjustmentsOf(t, report.id)).toHaveLength(1);
  });

  it('books no adjustment when the count matches the balance', async () => {
    const at = admin.location.id;
    const report = await countAs(
      'kunde.admin',
      at,
      'EUR/WASH/A',
      await balanceOf('kunde.admin', at, 'EUR/WASH/A'),
    );
    expect(await confirm('kunde.admin', report)).toMatchObject({ confirmed: true, difference: 0 });
    expect(await adjustmentsOf(t, report.id)).toEqual([]);
  });

  it('answers a replayed confirm (same Idempotency-Key) from the first, with one adjustment', async () => {
    const at = admin.location.id;
    const report = await countAs(
      'kunde.admin',
      at,
      'HALF/HT/N',
      (await balanceOf('kunde.admin', at, 'HALF/HT/N')) + 4,
    );
    const key = newKey();
    const body = { id: report.id, version: report.version };
    const first = await postWithKey<CountingReport>(t, 'kunde.admin', 'countingReportConfirm', body, key);
    const again = await postWithKey<CountingReport>(t, 'kunde.admin', 'countingReportConfirm', body, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(isReplay(again)).toBe(true);
    expect(again.body.data).toEqual(first.body.data);
    expect((await adjustmentsOf(t, report.id)).map((row) => row.quantity)).toEqual([4]);
  });

  it('lets concurrent confirms of one choice follow each other: the last one confirmed is the balance', async () => {
    const at = admin.location.id;
    const base = await balanceOf('kunde.admin', at, 'IND/STD/B');
    const [one, two] = dataOf(
      await saveAs(t, 'kunde.admin', [
        countOf(at, 'IND/STD/B', base + 5),
        countOf(at, 'IND/STD/B', base + 9),
      ]),
      'save',
    );
    const confirmed = await Promise.all([confirm('kunde.admin', one!), confirm('kunde.admin', two!)]);
    const [earlier, later] = confirmed.sort((a, b) => a.confirmedAt!.localeCompare(b.confirmedAt!));
    expect(later!.balance).toBe(earlier!.countedVolume);
    expect(await balanceOf('kunde.admin', at, 'IND/STD/B')).toBe(later!.countedVolume);
  });

  it('counts inbound and outbound since the last confirmed count of the choice', async () => {
    const at = admin.location.id;
    const first = await confirm(
      'kunde.admin',
      await countAs('kunde.admin', at, 'HALF/STD/B', (await balanceOf('kunde.admin', at, 'HALF/STD/B')) + 2),
    );
    await receive('kunde.admin', 'HALF/STD/B', 9);
    await deliver('kunde.admin', 'HALF/STD/B', 4);
    const second = await countAs('kunde.admin', at, 'HALF/STD/B', 10);
    expect(second).toMatchObject({ inboundVolume: 9, outboundVolume: 4, balance: first.countedVolume + 5 });

    const confirmed = await confirm('kunde.admin', second);
    expect(confirmed).toMatchObject({ inboundVolume: 9, outboundVolume: 4 });
    await receive('kunde.admin', 'HALF/STD/B', 6);
    // A confirmed count keeps what came and went before it; the next count starts from it.
    expect(await listedAs('kunde.admin', second)).toMatchObject({ inboundVolume: 9, outboundVolume: 4 });
    expect(await listedAs('kunde.admin', first)).toEqual(first);
    const third = await countAs('kunde.admin', at, 'HALF/STD/B', 16);
    expect(third).toMatchObject({ inboundVolume: 6, outboundVolume: 0, balance: 16, difference: 0 });
  });

  it('shows the physical balance, the balance in tons and credit or owes in GET /stockDetails', async () => {
    const at = admin.location.id;
    const never = await stockOf(t, 'kunde.admin', at, 'EUR/STD/A');
    expect(never?.physicalBalance).toBeNull();

    await confirm('kunde.admin', await countAs('kunde.admin', at, 'QUARTER/STD/N', 3));
    await receive('kunde.admin', 'QUARTER/STD/N', 2);
    // 5 quarter pallets of 4.5 kg: 0.0225 t, to 3 decimals.
    expect(await stockOf(t, 'kunde.admin', at, 'QUARTER/STD/N')).toMatchObject({
      balance: 5,
      physicalBalance: 5,
      tonsBalance: 0.023,
      creditOrOwes: 'credit',
    });

    await confirm('kunde.admin', await countAs('kunde.admin', at, 'CRATE/WASH/A', 0));
    await deliver('kunde.admin', 'CRATE/WASH/A', 11);
    // Out more than in: the location owes 11 crates of 1.6 kg.
    expect(await stockOf(t, 'kunde.admin', at, 'CRATE/WASH/A')).toMatchObject({
      balance: -11,
      physicalBalance: -11,
      tonsBalance: -0.018,
      creditOrOwes: 'owes',
    });
    await confirm('kunde.admin', await countAs('kunde.admin', at, 'CRATE/WASH/A', 0));
    expect(await stockOf(t, 'kunde.admin', at, 'CRATE/WASH/A')).toMatchObject({
      balance: 0,
      tonsBalance: 0,
      creditOrOwes: null,
    });
  });
});
