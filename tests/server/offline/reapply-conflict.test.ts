import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reapplyConflict } from '../../../src/app/offline/rebase.ts';
import type { CountingReport } from '../../../src/domain/counting/counting-report.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { countOf, listAs, recountOf, saveAs } from '../counting/counting-api.ts';
import { dataOf } from '../dock/arrival-api.ts';
import { actorOf, type Actor } from '../orders/order-api.ts';
import { ServerLink } from './server-link.ts';
import { TestDevice } from './test-device.ts';
import { toggled, togglingOrders } from './toggling-orders.ts';

/**
 * "Apply my change to the new version" against the real server (issue 14 item 12): the re-applied
 * change is accepted, and the changes queued behind it follow instead of conflicting in turn.
 */
describe('a change re-applied after a version conflict reaches the server', () => {
  let t: TestApp;
  let admin: Actor;
  let device: TestDevice;
  let link: ServerLink;

  const reportOnServer = async (id: number) =>
    dataOf(await listAs(t, 'kunde.admin', admin.location.id), 'list').find((report) => report.id === id)!;
  const states = async () => (await device.entriesOf(admin.user.id)).map((entry) => entry.state);

  beforeAll(async () => {
    t = await makeTestApp();
    admin = await actorOf(t, 'kunde.admin');
  });
  afterAll(() => t.close());
  beforeEach(() => {
    device = new TestDevice();
    link = new ServerLink(t, () => 'kunde.admin');
  });
  afterEach(() => device.destroy());

  it('a recount saved offline meets another recount; re-applied, it and the confirm behind it go through', async () => {
    const locationId = admin.location.id;
    const [saved] = dataOf<CountingReport[]>(
      await saveAs(t, 'kunde.admin', [countOf(locationId, 'EUR/STD/A', 10)]),
      'save',
    );
    const recount = await device.save(
      admin.user.id,
      'countingReports',
      { locationId, reports: [recountOf(saved!, 12)] },
      null,
    );
    await device.save(
      admin.user.id,
      'countingReportConfirm',
      { locationId, id: saved!.id, version: saved!.version },
      null,
    );
    // Someone else recounts the same report meanwhile.
    dataOf(await saveAs(t, 'kunde.admin', [recountOf(saved!, 11)]), 'other recount');

    const replayer = device.replayer(link, admin.user.id);
    await replayer.drain();
    expect(await states()).toEqual(['conflict', 'pending']);

    expect(await reapplyConflict(device.db, recount.id, device.now)).toBe(true);
    await replayer.drain();

    expect(await states()).toEqual([]);
    expect(link.applied).toHaveLength(2);
    expect(await reportOnServer(saved!.id)).toMatchObject({
      countedVolume: 12,
      confirmed: true,
      version: saved!.version + 3,
    });
  });

  it('a status change meets another user’s; re-applied, it goes through on the current version', async () => {
    const [order] = await togglingOrders(t, (await actorOf(t, 'lager')).location.id, 1);
    const lager = new ServerLink(t, () => 'lager');
    const dock = await actorOf(t, 'lager');
    const first = await device.save(
      dock.user.id,
      'orderStatus',
      { orderId: order!.id, transactionStatusId: toggled(order!.transactionStatusId) },
      order!.version,
    );
    const answer = await t.callAs('global', 'POST', 'orderStatus', {
      body: {
        orderId: order!.id,
        transactionStatusId: toggled(order!.transactionStatusId),
        version: order!.version,
      },
    });
    expect(answer.status).toBe(200);
    // The device's change now goes back to where it was: a change the status machine allows.
    await device.db.outbox.update(first.seq!, {
      payload: { orderId: order!.id, transactionStatusId: order!.transactionStatusId },
    });

    const replayer = device.replayer(lager, dock.user.id);
    await replayer.drain();
    expect((await device.entriesOf(dock.user.id)).map((entry) => entry.state)).toEqual(['conflict']);

    await reapplyConflict(device.db, first.id, device.now);
    await replayer.drain();
    expect(await device.entriesOf(dock.user.id)).toEqual([]);
    expect(lager.applied).toHaveLength(1);
  });
});
