import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListAnswer } from '../../../src/domain/orders/order-list.ts';
import type { StartSummary } from '../../../src/domain/session/start-summary.ts';
import { startSummaryStatuses } from '../../../src/domain/session/start-summary.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { countOf, saveAs as saveCounts } from '../counting/counting-api.ts';
import { actorOf } from '../orders/order-api.ts';
import { choiceAt, lineOf, makeDraft, savedAs } from '../orders/draft-api.ts';

describe('GET StartSummary: what the start page leads with, at the acting location', () => {
  let t: TestApp;

  const summaryOf = async (login: string) => {
    const answer = await t.callAs<StartSummary>(login, 'GET', 'StartSummary');
    expect(answer.status).toBe(200);
    return answer.body.data!;
  };
  /** The order list's total at the acting location with those status filters, as the links open it. */
  const listTotal = async (login: string, locationId: number, statuses: readonly number[]) => {
    const answer = await t.callAs<OrderListAnswer>(login, 'GET', 'Orders', {
      query: { locationId: String(locationId), transactionStatus: statuses.join(','), count: '1' },
    });
    return answer.body.data!.total;
  };

  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('counts as the order list does with the same filters, for each demo role', async () => {
    for (const login of ['butikk', 'kunde.admin', 'lager', 'rapport']) {
      const { location } = await actorOf(t, login);
      const summary = await summaryOf(login);
      for (const key of ['drafts', 'underway', 'disagreements'] as const) {
        expect(summary[key], `${login} ${key}`).toBe(
          await listTotal(login, location.id, startSummaryStatuses[key]),
        );
      }
    }
  });

  it('moves with the work: a new draft and a new count are counted, and only where they were made', async () => {
    const admin = await actorOf(t, 'kunde.admin');
    const dock = await actorOf(t, 'lager');
    const before = await summaryOf('kunde.admin');
    const otherBefore = await summaryOf('butikk');
    const choice = await choiceAt(t, 'kunde.admin', admin.location.id, 'available');
    await savedAs(t, 'kunde.admin', makeDraft({ locationIdFrom: dock.location.id, lines: [lineOf(choice)] }));
    const counted = await saveCounts(t, 'kunde.admin', [
      countOf(admin.location.id, `${choice.productId}/${choice.treatmentId}/${choice.qualityId}`, 12),
    ]);
    expect(counted.status).toBe(200);
    expect(await summaryOf('kunde.admin')).toMatchObject({
      drafts: before.drafts + 1,
      countsToConfirm: before.countsToConfirm + 1,
    });
    expect(await summaryOf('butikk')).toEqual(otherBefore);
  });

  it('answers only a logged-in user', async () => {
    expect((await t.callAs(null, 'GET', 'StartSummary')).status).toBe(401);
  });
});
