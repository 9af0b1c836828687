import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customsRefusalMessages } from '../../../src/domain/orders/order-customs.ts';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { errorMessages } from '../../../src/domain/shared/error-messages.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { choiceAt, lineOf, makeDraft, savedAs } from './draft-api.ts';
import { actorOf, rowsAs, type Actor } from './order-api.ts';

/**
 * POST orderCustoms (review of issue 21): changing a draft's handler needs the draft's menu task, as
 * saving the draft does; the 409 refusals carry a code of the error catalogue, which the app
 * translates (error-labels.ts).
 */
describe('POST orderCustoms: the draft task and the codes of its refusals', () => {
  let t: TestApp;
  let admin: Actor;
  let dock: Actor;

  const customsAs = (login: string, order: Pick<OrderRow, 'id' | 'version'>, change: object) =>
    t.callAs<OrderRow>(login, 'POST', 'orderCustoms', {
      body: { id: order.id, version: order.version, ...change },
    });
  const errorOf = (answer: { body: { error?: unknown } }) =>
    answer.body.error as { message: string; type: string; code?: string } | undefined;
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
  const storedHandler = async (id: number) =>
    (
      await t.app.db
        .selectFrom('transactions')
        .select(['customsHandler', 'version'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).customsHandler;

  async function draft(customsHandler: string) {
    const choice = await choiceAt(t, 'kunde.admin', admin.location.id, 'available');
    return savedAs(
      t,
      'kunde.admin',
      makeDraft({ locationIdFrom: dock.location.id, lines: [lineOf(choice, 20)], customsHandler }),
    );
  }

  beforeAll(async () => {
    t = await makeTestApp();
    [admin, dock] = await Promise.all([actorOf(t, 'kunde.admin'), actorOf(t, 'lager')]);
  });
  afterAll(() => t.close());

  it('refuses a handler change on an order (TO) draft to a user without the ORDER task with 403', async () => {
    const order = await draft('required');
    await setTasks('kunde.admin', ['DISPATCH']);
    const refused = await customsAs('kunde.admin', order, { customsHandler: 'kgh' });
    expect(refused.status).toBe(403);
    expect(errorOf(refused)?.message).toContain('ORDER');
    expect(await storedHandler(order.id)).toBe('required');

    // With the task (an empty list is every task) the same change is made.
    await setTasks('kunde.admin', ['ORDER']);
    const changed = await customsAs('kunde.admin', order, { customsHandler: 'kgh' });
    expect(changed.status, JSON.stringify(changed.body.error)).toBe(200);
    expect(changed.body.data).toMatchObject({ customsHandler: 'kgh', version: order.version + 1 });
    await setTasks('kunde.admin', []);
  });

  it('answers the 409 refusals with the codes the app translates', async () => {
    const rows = (await rowsAs(t, 'kunde.admin', { transactionStatus: '1,2,3,4,5' })).items;
    const [sent, other] = rows.filter((row) => row.customerId === admin.customer.id);
    if (!sent || !other) throw new Error('the demo data lacks the sent orders the test needs');
    await t.app.db
      .updateTable('transactions')
      .set({ customsHandler: 'required', customsStatus: '' })
      .where('id', '=', sent.id)
      .execute();
    await t.app.db
      .updateTable('transactions')
      .set({ customsHandler: 'none', customsStatus: '' })
      .where('id', '=', other.id)
      .execute();

    // The handler of an order past draft.
    const late = await customsAs('kunde.admin', sent, { customsHandler: 'self' });
    expect(late.status).toBe(409);
    expect(errorOf(late)).toMatchObject({
      type: 'CustomsRefused',
      code: 'CustomsNotEditable',
      message: customsRefusalMessages.notEditable,
    });
    // A status on an order without customs.
    const noCustoms = await customsAs('lager', other, { customsStatus: 'pending' });
    expect(noCustoms.status).toBe(409);
    expect(errorOf(noCustoms)).toMatchObject({
      type: 'CustomsRefused',
      code: 'NoCustomsToDeclare',
      message: customsRefusalMessages.noCustoms,
    });
    expect(errorMessages.NoCustomsToDeclare).toBe(customsRefusalMessages.noCustoms);
  });
});
