import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDraftLine } from '../../../src/domain/orders/order-draft.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { choiceAt, lineOf, makeDraft, saveAs, savedAs } from './draft-api.ts';
import { actorOf } from './order-api.ts';

/** Drafts follow the web task list (issue 14 item 9; spec §2, §6): an empty list means every task. */
describe('POST order and POST sendOrders need the menu task of the draft type', () => {
  let t: TestApp;
  let providerId: number;
  let line: OrderDraftLine;
  const draftCount = async () => {
    const row = await t.app.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('transactionStatusId', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const setTasks = async (loginName: string, tasks: string[]) => {
    const user = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('loginName', '=', loginName)
      .executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('webTaskUsers').where('userId', '=', user.id).execute();
    if (tasks.length) {
      await t.app.db
        .insertInto('webTaskUsers')
        .values(tasks.map((taskId) => ({ userId: user.id, taskId })))
        .execute();
    }
  };

  beforeAll(async () => {
    t = await makeTestApp();
    const provider = await t.app.db
      .selectFrom('locations')
      .select('id')
      .where('name', '=', 'Nordpall Alnabru')
      .executeTakeFirstOrThrow();
    providerId = provider.id;
    const shop = await actorOf(t, 'martin.solberg');
    line = lineOf(await choiceAt(t, 'martin.solberg', shop.location.id, 'available'), 4);
  });
  afterAll(() => t.close());

  it('refuses an order (TO) draft to a user without ORDER with 403, writing nothing', async () => {
    await setTasks('martin.solberg', ['DISPATCH']);
    const before = await draftCount();
    const answer = await saveAs(
      t,
      'martin.solberg',
      makeDraft({ locationIdFrom: providerId, lines: [line] }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body.error?.message).toContain('ORDER');
    expect(await draftCount()).toBe(before);
  });

  it('refuses a pickup (HE) or a return (RO) draft to a user without DISPATCH, and allows the TO', async () => {
    await setTasks('martin.solberg', ['ORDER']);
    for (const transactionTypeId of ['HE', 'RO']) {
      const answer = await saveAs(
        t,
        'martin.solberg',
        makeDraft({ transactionTypeId, locationIdTo: providerId, lines: [line] }),
      );
      expect(answer.status, transactionTypeId).toBe(403);
    }
    const order = await savedAs(
      t,
      'martin.solberg',
      makeDraft({ locationIdFrom: providerId, lines: [line] }),
    );
    expect(order.transactionStatusId).toBe(0);
  });

  it('refuses to turn an order draft into a pickup, or to send it, without the tasks', async () => {
    await setTasks('martin.solberg', ['ORDER']);
    const order = await savedAs(
      t,
      'martin.solberg',
      makeDraft({ locationIdFrom: providerId, lines: [line] }),
    );
    const changed = await saveAs(t, 'martin.solberg', {
      ...makeDraft({ transactionTypeId: 'HE', locationIdTo: providerId, lines: [line] }),
      id: order.id,
      version: order.version,
    });
    expect(changed.status).toBe(403);
    await setTasks('martin.solberg', ['REPORTS']);
    const sent = await t.callAs('martin.solberg', 'POST', 'sendOrders', { body: { ids: [order.id] } });
    expect(sent.status).toBe(403);
    const stored = await t.app.db
      .selectFrom('transactions')
      .select('transactionStatusId')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(stored.transactionStatusId).toBe(0);
  });

  it('lets a user with an empty task list (all tasks) make and send drafts', async () => {
    await setTasks('martin.solberg', []);
    const order = await savedAs(
      t,
      'martin.solberg',
      makeDraft({ locationIdFrom: providerId, lines: [line] }),
    );
    const sent = await t.callAs<{ sent: number }>('martin.solberg', 'POST', 'sendOrders', {
      body: { ids: [order.id] },
    });
    expect(sent.body.data).toEqual({ sent: 1 });
  });
});
