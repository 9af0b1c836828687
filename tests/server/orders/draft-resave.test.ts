import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { choiceAt, lineOf, makeDraft, savedAs } from './draft-api.ts';
import { actorOf, type Actor } from './order-api.ts';

/**
 * Saving a draft again (POST order with id and version) keeps what the body does not name: the editor
 * sends only the address of its type (order-form.ts draftBodyOf), and the customs status a provider
 * set stays while the handler does (review of issue 21).
 */
describe('POST order on a saved draft keeps the customs status and the addresses it does not name', () => {
  let t: TestApp;
  let admin: Actor;
  let dock: Actor;
  const deliveryAddress = {
    name: 'Lager 2',
    street: 'Storgata 1',
    countryId: 'NOR',
    postalCode: '0155',
    postPlace: 'Oslo',
  };
  const temporaryAddress = { ...deliveryAddress, name: 'Midlertidig', street: 'Kaigata 3' };

  const bodyOf = async (overrides: Record<string, unknown> = {}) => {
    const choice = await choiceAt(t, 'kunde.admin', admin.location.id, 'available');
    return makeDraft({ locationIdFrom: dock.location.id, lines: [lineOf(choice, 20)], ...overrides });
  };
  const resave = async (order: OrderRow, overrides: Record<string, unknown>) =>
    savedAs(t, 'kunde.admin', { ...(await bodyOf(overrides)), id: order.id, version: order.version });
  /** As a provider's follow-up or another screen would leave the draft, straight in the table. */
  const setStored = (id: number, values: { customsStatus?: 'pending'; temporaryAddress?: string }) =>
    t.app.db.updateTable('transactions').set(values).where('id', '=', id).execute();
  const storedOf = (id: number) =>
    t.app.db
      .selectFrom('transactions')
      .select(['customsHandler', 'customsStatus', 'deliveryAddress', 'pickupAddress', 'temporaryAddress'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await makeTestApp();
    [admin, dock] = await Promise.all([actorOf(t, 'kunde.admin'), actorOf(t, 'lager')]);
  });
  afterAll(() => t.close());

  it('keeps the customs status while the handler stays, and starts it empty when the handler changes', async () => {
    const order = await savedAs(t, 'kunde.admin', await bodyOf({ customsHandler: 'kgh' }));
    expect(order.customsStatus).toBe('');
    await setStored(order.id, { customsStatus: 'pending' });

    const same = await resave(order, { customsHandler: 'kgh', reference: 'PO-AGAIN' });
    expect(same).toMatchObject({ reference: 'PO-AGAIN', customsHandler: 'kgh', customsStatus: 'pending' });

    const other = await resave(same, { customsHandler: 'self' });
    expect(other).toMatchObject({ customsHandler: 'self', customsStatus: '' });
    const none = await resave(other, { customsHandler: null });
    expect(none).toMatchObject({ customsHandler: null, customsStatus: null });
  });

  it('keeps an address the body leaves out and clears one it sends as null', async () => {
    const order = await savedAs(t, 'kunde.admin', await bodyOf({ deliveryAddress }));
    expect(order).toMatchObject({ deliveryAddress, pickupAddress: null, temporaryAddress: null });
    await setStored(order.id, { temporaryAddress: JSON.stringify(temporaryAddress) });

    // The editor's body of an order (TO): its delivery address only, here left out altogether.
    const kept = await resave(order, { reference: 'PO-KEPT' });
    expect(kept).toMatchObject({ reference: 'PO-KEPT', deliveryAddress, temporaryAddress });

    const moved = { ...deliveryAddress, street: 'Storgata 9' };
    const changed = await resave(kept, { deliveryAddress: moved });
    expect(changed).toMatchObject({ deliveryAddress: moved, temporaryAddress });

    const cleared = await resave(changed, { deliveryAddress: null, temporaryAddress: null });
    expect(cleared).toMatchObject({ deliveryAddress: null, pickupAddress: null, temporaryAddress: null });
    const stored = await storedOf(order.id);
    expect([stored.deliveryAddress, stored.pickupAddress, stored.temporaryAddress]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it("drops the old type's address when a draft changes type and the body leaves it out", async () => {
    const order = await savedAs(t, 'kunde.admin', await bodyOf({ deliveryAddress }));
    await setStored(order.id, { temporaryAddress: JSON.stringify(temporaryAddress) });
    const choice = await choiceAt(t, 'kunde.admin', admin.location.id, 'available');
    // The editor's body of a pickup (HE): its pickup address only.
    const pickup = await savedAs(t, 'kunde.admin', {
      ...makeDraft({ transactionTypeId: 'HE', locationIdTo: dock.location.id, lines: [lineOf(choice, 20)] }),
      pickupAddress: deliveryAddress,
      id: order.id,
      version: order.version,
    });
    expect(pickup).toMatchObject({
      transactionTypeId: 'HE',
      deliveryAddress: null,
      pickupAddress: deliveryAddress,
      temporaryAddress,
    });
  });
});
