import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countingDeleteFailedMessage,
  countingSaveFailedMessage,
  type CountingReport,
} from '../../../src/domain/counting/counting-report.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { dataOf } from '../dock/arrival-api.ts';
import { actorOf, type Actor } from '../orders/order-api.ts';
import {
  choiceOf,
  confirmAs,
  countOf,
  deleteAs,
  listAs,
  recountOf,
  saveAs,
  stockOf,
  storedRows,
} from './counting-api.ts';

describe('counting reports: save, list, delete (issue 7 item 3; spec §3 audit report, §8)', () => {
  let t: TestApp;
  let admin: Actor;
  let shop: Actor;
  let gjovikId: number;

  const save = async (login: string, reports: unknown[]) => dataOf(await saveAs(t, login, reports), 'save');
  const listed = async (login: string, locationId: number) =>
    dataOf(await listAs(t, login, locationId), 'list');

  beforeAll(async () => {
    t = await makeTestApp();
    [admin, shop] = await Promise.all([actorOf(t, 'kunde.admin'), actorOf(t, 'butikk')]);
    gjovikId = (await actorOf(t, 'rapport')).location.id;
  });
  afterAll(() => t.close());

  it('saves a batch of counts and lists them with who registered them and the difference', async () => {
    const at = admin.location.id;
    const eurBalance = (await stockOf(t, 'kunde.admin', at, 'EUR/STD/A'))?.balance ?? 0;
    const saved = await save('kunde.admin', [countOf(at, 'eur/std/a', 30), countOf(at, 'HALF/STD/A', 5)]);
    expect(saved.map((report) => [choiceOf(report), report.countedVolume, report.version])).toEqual([
      ['EUR/STD/A', 30, 1],
      ['HALF/STD/A', 5, 1],
    ]);
    const list = await listed('kunde.admin', at);
    const eur = list.find((report) => report.id === saved[0]!.id);
    expect(eur).toMatchObject({
      locationId: at,
      productName: 'EUR-pall 1200×800',
      countedVolume: 30,
      balance: eurBalance,
      difference: 30 - eurBalance,
      confirmed: false,
      confirmedAt: null,
      registeredBy: admin.user.id,
      registeredByName: 'Hilde Bakke',
    });
    expect(list.map((report) => report.id)).toEqual(expect.arrayContaining(saved.map((report) => report.id)));
    // The reporter of the same customer reads them; the same rows, as saved.
    expect(await listed('rapport', at)).toEqual(list);
  });

  it('saves none of a batch with an unknown product choice: 400 naming the report', async () => {
    const before = await storedRows(t);
    const answer = await saveAs(t, 'kunde.admin', [
      countOf(admin.location.id, 'EUR/STD/A', 3),
      countOf(admin.location.id, 'NOPE/STD/A', 4),
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      type: 'ValidationError',
      code: 'CountingNotSaved',
      message: countingSaveFailedMessage,
      data: { index: 1, issues: [{ field: 'reports.1', message: 'is not a product choice' }] },
    });
    expect(await storedRows(t)).toEqual(before);
  });

  it("saves none of a batch with a count at another customer's location: 403", async () => {
    const before = await storedRows(t);
    const answer = await saveAs(t, 'kunde.admin', [
      countOf(admin.location.id, 'EUR/STD/A', 3),
      countOf(shop.location.id, 'EUR/STD/A', 4),
    ]);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({
      type: 'Forbidden',
      message: countingSaveFailedMessage,
      data: { index: 1, issues: [{ field: 'reports.1.locationId' }] },
    });
    // A reporter reads the whole customer but counts only at its own location.
    const reporter = await saveAs(t, 'rapport', [countOf(admin.location.id, 'EUR/STD/A', 1)]);
    expect(reporter.status).toBe(403);
    expect(dataOf(await saveAs(t, 'rapport', [countOf(gjovikId, 'EUR/STD/A', 1)]), 'save')).toHaveLength(1);
    expect((await storedRows(t)).reports).toBe(before.reports + 1);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const answer = await saveAs(t, 'kunde.admin', [countOf(admin.location.id, 'EUR/STD/A', -1)]);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('reports.0.countedVolume');
  });

  it('recounts an unconfirmed report at its version, and refuses a stale version with 409 and the current row', async () => {
    const [report] = await save('kunde.admin', [countOf(admin.location.id, 'QUARTER/STD/N', 10)]);
    const [recounted] = await save('kunde.admin', [recountOf(report!, 12)]);
    expect(recounted).toMatchObject({ id: report!.id, countedVolume: 12, version: 2 });

    const before = await storedRows(t);
    const stale = await saveAs(t, 'kunde.admin', [
      countOf(admin.location.id, 'EUR/STD/A', 1),
      recountOf(report!, 99),
    ]);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      type: 'VersionConflict',
      message: countingSaveFailedMessage,
      data: { id: report!.id, version: 2, countedVolume: 12, index: 1 },
    });
    expect(await storedRows(t)).toEqual(before);
    const current = (await listed('kunde.admin', admin.location.id)).find((row) => row.id === report!.id);
    expect(current?.countedVolume).toBe(12);
  });

  it('refuses to recount a confirmed report (409)', async () => {
    const [report] = await save('kunde.admin', [countOf(admin.location.id, 'CRATE/WASH/A', 8)]);
    const confirmed = dataOf(await confirmAs(t, 'kunde.admin', report!), 'confirm');
    const answer = await saveAs(t, 'kunde.admin', [recountOf(confirmed, 9)]);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ type: 'AlreadyConfirmed', message: countingSaveFailedMessage });
  });

  it('deletes an unconfirmed report, and refuses a confirmed one with 409 (spec §8)', async () => {
    const [open, kept] = await save('kunde.admin', [
      countOf(admin.location.id, 'EUR/STD/B', 2),
      countOf(admin.location.id, 'EUR/STD/N', 3),
    ]);
    const stale = await deleteAs(t, 'kunde.admin', { id: open!.id, version: open!.version + 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ type: 'VersionConflict', message: countingDeleteFailedMessage });

    expect(dataOf(await deleteAs(t, 'kunde.admin', open!), 'delete')).toEqual({
      message: 'Counting report deleted',
    });
    const ids = (await listed('kunde.admin', admin.location.id)).map((report) => report.id);
    expect(ids).not.toContain(open!.id);
    expect((await deleteAs(t, 'kunde.admin', open!)).status).toBe(404);

    const confirmed: CountingReport = dataOf(await confirmAs(t, 'kunde.admin', kept!), 'confirm');
    const refused = await deleteAs(t, 'kunde.admin', confirmed);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      type: 'AlreadyConfirmed',
      message: countingDeleteFailedMessage,
      data: { id: kept!.id, confirmed: true },
    });
    expect((await listed('kunde.admin', admin.location.id)).map((report) => report.id)).toContain(kept!.id);
  });

  it("keeps another customer out: its location's counts are 403, its reports not found, nothing written", async () => {
    const [report] = await save('kunde.admin', [countOf(admin.location.id, 'HALF/STD/A', 6)]);
    const before = await storedRows(t);

    const list = await listAs(t, 'butikk', admin.location.id);
    expect(list.status).toBe(403);
    expect(list.body.error?.type).toBe('Forbidden');
    expect((await saveAs(t, 'butikk', [countOf(admin.location.id, 'EUR/STD/A', 1)])).status).toBe(403);
    expect((await saveAs(t, 'butikk', [recountOf(report!, 1)])).status).toBe(403);
    const foreignConfirm = await confirmAs(t, 'butikk', report!);
    expect(foreignConfirm.status).toBe(404);
    expect(foreignConfirm.body.error?.type).toBe('NotFound');
    expect((await deleteAs(t, 'butikk', report!)).status).toBe(404);
    // The reporter sees the report but may not act at its location.
    expect((await confirmAs(t, 'rapport', report!)).status).toBe(403);
    expect((await deleteAs(t, 'rapport', report!)).status).toBe(403);

    expect(await storedRows(t)).toEqual(before);
    const unchanged = (await listed('kunde.admin', admin.location.id)).find((row) => row.id === report!.id);
    expect(unchanged).toMatchObject({ version: 1, confirmed: false, countedVolume: 6 });
  });
});
