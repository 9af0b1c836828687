import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { noteOrderEvents } from '../../../src/server/modules/order-notifications/note-order-events.ts';
import { createDueOrders } from '../../../src/server/modules/order-schedules/due-orders.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { choiceAt, lineOf, makeDraft, savedAs } from '../orders/draft-api.ts';
import { actorOf, type Actor } from '../orders/order-api.ts';
import { runNotifications, unhandledNotes, walk } from './notification-api.ts';

describe('order notifications through the outbox and the job (issue 17 item 7)', () => {
  let t: TestApp;
  let admin: Actor;
  let dock: Actor;
  let marketLanguage: string;
  let newDraft: (type: 'TO' | 'RO') => Promise<OrderRow>;

  const db = () => t.app.database.db;
  const userId = async (loginName: string) =>
    (await db().selectFrom('users').select('id').where('loginName', '=', loginName).executeTakeFirstOrThrow())
      .id;
  const send = async (draft: OrderRow) => {
    const answer = await t.callAs('kunde.admin', 'POST', 'sendOrders', { body: { ids: [draft.id] } });
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    const order = await t.callAs<OrderRow>('kunde.admin', 'GET', 'order', {
      query: { id: String(draft.id) },
    });
    return order.body.data!;
  };
  const link = (order: OrderRow) => `${t.config.publicUrl}/app/orders/${order.id}`;

  beforeAll(async () => {
    t = await makeTestApp();
    [admin, dock] = await Promise.all([actorOf(t, 'kunde.admin'), actorOf(t, 'lager')]);
    marketLanguage = (
      await db()
        .selectFrom('markets')
        .select('defaultLanguage')
        .where('id', '=', 'no')
        .executeTakeFirstOrThrow()
    ).defaultLanguage;
    // Only the switches and addresses set here mail, so each test knows its recipients.
    await db().updateTable('users').set({ notifyDisagree: false, notifyDeviation: false }).execute();
    await db()
      .updateTable('locations')
      .set({ emailOrderConfirmed: null, emailPurchaseOrder: null, emailReturnOrder: null })
      .execute();
    await db().updateTable('customers').set({ emailOrderConfirmed: null, emailPurchase: null }).execute();
    await db()
      .updateTable('locations')
      .set({
        emailOrderConfirmed: 'Ordre@kunde.example; lager@kunde.example',
        emailPurchaseOrder: 'innkjop@kunde.example',
        emailReturnOrder: 'retur@kunde.example',
      })
      .where('id', '=', admin.location.id)
      .execute();
    await db()
      .updateTable('locations')
      .set({ emailReturnOrder: 'not-the-sender@provider.example' })
      .where('id', '=', dock.location.id)
      .execute();
    await db()
      .updateTable('customers')
      .set({ emailOrderConfirmed: 'ordre@kunde.example', emailPurchase: 'purchase@kunde.example' })
      .where('id', '=', admin.customer.id)
      .execute();
    const users = [
      [
        'kunde.admin',
        { email: 'admin@kunde.example', language: 'en-US', notifyDisagree: true, notifyDeviation: true },
      ],
      [
        'lager',
        { email: 'lager@provider.example', language: 'sv-SE', notifyDisagree: true, notifyDeviation: true },
      ],
      // Another customer's user, whose locations the orders never touch.
      ['butikk', { email: 'butikk@other.example', notifyDisagree: true, notifyDeviation: true }],
      // At the admin's location too, but with the switches off.
      ['rapport', { email: 'rapport@kunde.example' }],
    ] as const;
    for (const [loginName, values] of users) {
      await db().updateTable('users').set(values).where('loginName', '=', loginName).execute();
    }
    await db()
      .insertInto('userSecondaryLocations')
      .values({ userId: await userId('rapport'), locationId: admin.location.id })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const choice = await choiceAt(t, 'kunde.admin', admin.location.id, 'available');
    newDraft = (type) =>
      savedAs(
        t,
        'kunde.admin',
        type === 'TO'
          ? makeDraft({ locationIdFrom: dock.location.id, lines: [lineOf(choice, 30)] })
          : makeDraft({
              transactionTypeId: 'RO',
              locationIdTo: dock.location.id,
              lines: [lineOf(choice, 30)],
            }),
      );
    // Whatever the set-up noted is not this file's business.
    await runNotifications(t);
  });
  afterAll(() => t.close());

  it("mails a sent order to the location's purchase-order and the company's purchase addresses", async () => {
    const order = await send(await newDraft('TO'));
    expect(order.transactionStatusId).toBe(1);
    const { mails } = await runNotifications(t);
    expect(mails.map((mail) => mail.toAddress)).toEqual(['innkjop@kunde.example', 'purchase@kunde.example']);
    for (const mail of mails) {
      expect(mail).toMatchObject({
        kind: 'purchase-order',
        language: marketLanguage,
        customerId: admin.customer.id,
        status: 'queued',
        subject: `Innkjøpsordre ${order.orderNo}`,
      });
      expect(mail.body).toContain(link(order));
      expect(mail.body).toContain(`Ordre ${order.orderNo} fra `);
      expect(mail.htmlBody).toContain(order.orderNo);
    }
  });

  it('mails the confirmation to each order-confirmed address once, case-insensitively', async () => {
    const order = await send(await newDraft('TO'));
    await runNotifications(t);
    await walk(t, order, [['lager', 2]]);
    const { mails } = await runNotifications(t);
    expect(mails.map((mail) => mail.toAddress)).toEqual(['Ordre@kunde.example', 'lager@kunde.example']);
    expect(mails[0]).toMatchObject({
      kind: 'order-confirmed',
      language: marketLanguage,
      customerId: admin.customer.id,
      subject: `Ordre ${order.orderNo} er bekreftet`,
    });
  });

  it('notes nothing for a status that does not notify, and mails the disagreement to both sides in their language', async () => {
    const ordered = await send(await newDraft('TO'));
    const confirmed = await walk(t, ordered, [['lager', 2]]);
    await runNotifications(t);
    const sent = await walk(t, confirmed, [
      ['lager', 3],
      ['lager', 4],
    ]);
    expect(await unhandledNotes(t)).toEqual([]);
    expect((await runNotifications(t)).mails).toEqual([]);

    await walk(t, sent, [['kunde.admin', 6]]);
    const { mails } = await runNotifications(t);
    expect(mails.map((mail) => [mail.toAddress, mail.language, mail.customerId, mail.subject])).toEqual([
      ['lager@provider.example', 'sv-SE', dock.customer.id, `Oenighet om order ${ordered.orderNo}`],
      ['admin@kunde.example', 'en-US', admin.customer.id, `Disagreement on order ${ordered.orderNo}`],
    ]);
    expect(mails.every((mail) => mail.kind === 'order-disagreement')).toBe(true);
    expect(mails[1]!.body).toContain(link(ordered));
  });

  it("mails a return order to the sending location's return address, and a sorting shortfall to its users", async () => {
    const order = await send(await newDraft('RO'));
    const first = await runNotifications(t);
    expect(first.mails.map((mail) => [mail.toAddress, mail.kind, mail.customerId, mail.subject])).toEqual([
      ['retur@kunde.example', 'return-order', admin.customer.id, `Returordre ${order.orderNo}`],
    ]);

    const treated = await walk(t, order, [
      ['lager', 2],
      ['lager', 3],
      ['lager', 4],
      ['lager', 12],
      ['lager', 9],
      ['lager', 10],
    ]);
    await db()
      .updateTable('transactionLines')
      .set((eb) => ({ quantityDelivered: eb(eb.fn.coalesce('quantityPicked', 'quantityOrdered'), '-', 5) }))
      .where('transactionId', '=', order.id)
      .execute();
    await runNotifications(t);
    await walk(t, treated, [['lager', 13]]);
    const { mails } = await runNotifications(t);
    // The sender's users whose pallets were short; the provider's dock is the receiver.
    expect(mails.map((mail) => [mail.toAddress, mail.kind, mail.language, mail.customerId])).toEqual([
      ['admin@kunde.example', 'order-deviation', 'en-US', admin.customer.id],
    ]);
    expect(mails[0]!.subject).toBe(`Shortfall when sorting order ${order.orderNo}`);
    expect(mails[0]!.body).toContain('sent 30, received 25');
  });

  it('mails each event exactly once, with the job run twice and two runs at once', async () => {
    await send(await newDraft('TO'));
    await send(await newDraft('TO'));
    const [one, two] = await Promise.all([runNotifications(t), runNotifications(t)]);
    expect(one.run.handled + two.run.handled).toBe(2);
    expect(one.run.queued + two.run.queued).toBe(4);
    const again = await runNotifications(t);
    expect(again.run).toEqual({ handled: 0, queued: 0 });
    expect(again.mails).toEqual([]);
  });

  it('notes nothing when the status change is rolled back', async () => {
    const draft = await newDraft('TO');
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await noteOrderEvents(trx, [draft.id], 1);
          throw new Error('rolled back');
        }),
    ).rejects.toThrow('rolled back');
    expect(await unhandledNotes(t)).toEqual([]);
    const refused = await t.callAs('kunde.admin', 'POST', 'sendOrders', {
      body: { ids: [draft.id, 2_000_000] },
    });
    expect(refused.status).toBe(409);
    expect(await unhandledNotes(t)).toEqual([]);
  });

  it('mails the purchase orders a schedule creates', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const created = await createDueOrders(db(), today);
    expect(created.created).toBeGreaterThan(0);
    const notes = await unhandledNotes(t);
    expect(notes).toHaveLength(created.created);
    expect(notes.every((note) => note.statusId === 1)).toBe(true);
    const { run } = await runNotifications(t);
    expect(run.handled).toBe(created.created);
  });
});
