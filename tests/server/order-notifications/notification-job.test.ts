import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { newKey, postWithKey } from '../idempotency/idempotency-api.ts';
import { choiceAt, lineOf, makeDraft, savedAs } from '../orders/draft-api.ts';
import { actorOf } from '../orders/order-api.ts';
import { eventually, startSmtpSink, type SmtpSink } from '../pallet-receipts/smtp-sink.ts';

/** The whole way: a status change notes the event, pg-boss runs the job, the mail goes out over SMTP. */
describe('the send-order-notifications job (issue 17 item 7, pg-boss)', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let newDraft: () => Promise<OrderRow>;

  const archived = (orderNo: string) =>
    t.app.database.db
      .selectFrom('emailArchive')
      .select(['toAddress', 'status', 'kind'])
      .where('subject', 'like', `%${orderNo}%`)
      .execute();

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await makeTestApp({ JOBS: 'on', SMTP_URL: sink.url });
    const [admin, dock] = await Promise.all([actorOf(t, 'kunde.admin'), actorOf(t, 'lager')]);
    await t.app.database.db
      .updateTable('locations')
      .set({ emailPurchaseOrder: 'innkjop@kunde.example' })
      .where('id', '=', admin.location.id)
      .execute();
    const choice = await choiceAt(t, 'kunde.admin', admin.location.id, 'available');
    newDraft = () =>
      savedAs(t, 'kunde.admin', makeDraft({ locationIdFrom: dock.location.id, lines: [lineOf(choice)] }));
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const mailedTo = (orderNo: string) =>
    sink.received.filter((mail) => mail.subject?.includes(orderNo)).map((mail) => mail.to);

  it('sends the purchase-order mail of a draft sent without an Idempotency-Key', async () => {
    const draft = await newDraft();
    const answer = await t.callAs('kunde.admin', 'POST', 'sendOrders', { body: { ids: [draft.id] } });
    expect(answer.status).toBe(200);
    const { orderNo } = await t.app.database.db
      .selectFrom('transactions')
      .select('orderNo')
      .where('id', '=', draft.id)
      .executeTakeFirstOrThrow();
    expect(await eventually(() => mailedTo(orderNo).length === 1)).toBe(true);
    expect(mailedTo(orderNo)[0]).toMatchObject({ value: [{ address: 'innkjop@kunde.example' }] });
    expect(await eventually(async () => (await archived(orderNo))[0]?.status === 'sent')).toBe(true);
    expect(await archived(orderNo)).toEqual([
      { toAddress: 'innkjop@kunde.example', status: 'sent', kind: 'purchase-order' },
    ]);
  });

  it('sends it after the commit of a keyed request too, once', async () => {
    const draft = await newDraft();
    const answer = await postWithKey(t, 'kunde.admin', 'sendOrders', { ids: [draft.id] }, newKey());
    expect(answer.status).toBe(200);
    const { orderNo } = await t.app.database.db
      .selectFrom('transactions')
      .select('orderNo')
      .where('id', '=', draft.id)
      .executeTakeFirstOrThrow();
    expect(await eventually(() => mailedTo(orderNo).length === 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailedTo(orderNo)).toHaveLength(1);
    expect(await archived(orderNo)).toHaveLength(1);
  });
});
