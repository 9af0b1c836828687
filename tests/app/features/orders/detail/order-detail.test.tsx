import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderDetail } from '../../../../../src/app/features/orders/detail/order-detail.tsx';
import { SyncIndicator } from '../../../../../src/app/offline/device-changes/sync-indicator.tsx';
import { localDb } from '../../../../../src/app/offline/local-db.ts';
import type { OrderRow } from '../../../../../src/domain/orders/order-list.ts';
import { makeOrder, makeOrderLine } from '../make-order.ts';
import {
  failure,
  makeStart,
  renderInApp,
  replayOutboxInEachTest,
  stubNetwork,
  type ApiCall,
} from './detail-harness.tsx';

/** The order's own calls answered; comments and history empty unless a test says otherwise. */
function stubOrder(order: OrderRow, extra: Parameters<typeof stubNetwork>[0] = {}) {
  return stubNetwork({
    order: () => order,
    orderStatusHistory: () => [],
    orderComments: () => [],
    Locations: () => [],
    ...extra,
  });
}

const statusGroup = () => screen.findByRole('group', { name: 'Change status' });
const idempotencyKeyOf = (call: ApiCall) => (call.init?.headers as Record<string, string>)['Idempotency-Key'];

describe('the order detail (issue 4 items 6 and 7)', () => {
  replayOutboxInEachTest();
  afterEach(() => vi.unstubAllGlobals());

  it('shows the order’s fields, money with at least 2 decimals (spec §9) and its lines', async () => {
    const order = makeOrder({
      id: 5,
      orderNo: 'NO26000005',
      transactionTypeId: 'GL',
      transactionStatusId: 4,
      amount: 1234.5,
      freight: 250,
      currency: 'NOK',
      carType: 3,
      customsHandler: 'kgh',
      reference: 'PO-77',
      transactions: [makeOrderLine({ quantityOrdered: 30, quantityPicked: 28, quantityDelivered: 27 })],
    });
    const { callsOf } = stubOrder(order);
    renderInApp(<OrderDetail orderId={5} />);

    const facts = await screen.findByText('NO26000005');
    expect(facts.tagName).toBe('DD');
    expect(callsOf('order')[0]!.url.searchParams.get('id')).toBe('5');
    expect(screen.getByText('GL · Goods delivery')).toBeInTheDocument();
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(screen.getByText('Depot Oslo')).toBeInTheDocument();
    expect(screen.getByText('Store Bergen')).toBeInTheDocument();
    expect(screen.getByText('PO-77')).toBeInTheDocument();
    expect(screen.getByText(/1,234\.50/)).toHaveTextContent('NOK');
    expect(screen.getByText(/250\.00/)).toHaveTextContent('NOK');
    expect(screen.getByText('Trailer 13.6 m')).toBeInTheDocument();
    expect(screen.getByText('Customs agent (KGH)')).toBeInTheDocument();
    const lines = within(screen.getByRole('region', { name: 'Lines' })).getByRole('table');
    expect(within(lines).getByRole('row', { name: /EUR pallet.*30.*28.*27/ })).toBeInTheDocument();
  });

  it('notes "Recipient registered" on a disagreement whose receiver is registered (spec §4)', async () => {
    stubOrder(makeOrder({ transactionStatusId: 6, isReceiverRegistered: true }));
    renderInApp(<OrderDetail orderId={1} />);
    expect(await screen.findByText('Recipient registered')).toBeInTheDocument();
  });

  it.each([
    ['a disagreement with the receiver not registered', 6, false],
    ['a sent order with the receiver registered', 4, true],
  ])('shows no recipient note on %s (spec §4)', async (_name, status, isReceiverRegistered) => {
    stubOrder(makeOrder({ transactionStatusId: status, isReceiverRegistered }));
    renderInApp(<OrderDetail orderId={1} />);
    await screen.findByText('1001');
    expect(screen.queryByText('Recipient registered')).not.toBeInTheDocument();
  });

  it('offers the receiver of a sent order to confirm or disagree, and nothing the provider does', async () => {
    // A customer admin: the acting customer's locations are theirs; 200 is the order's to-location.
    stubOrder(makeOrder({ transactionTypeId: 'TO', transactionStatusId: 4 }), {
      Locations: () => [{ id: 200 }, { id: 201 }],
    });
    renderInApp(<OrderDetail orderId={1} />, makeStart({ isCustomerAdmin: true }));
    const group = await statusGroup();
    const names = within(group)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Confirmed', 'Disagreement']);
  });

  it('offers the provider’s confirmation, cancellation and replacement of an ordered order', async () => {
    stubOrder(makeOrder({ transactionTypeId: 'TO', transactionStatusId: 1 }));
    renderInApp(<OrderDetail orderId={1} />, makeStart({ isProvider: true }));
    const group = await statusGroup();
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Confirmed by the provider', 'Cancel order', 'Replaced']);
  });

  it('offers no status change to a user at neither end of the order', async () => {
    const { callsOf } = stubOrder(
      makeOrder({ locationIdFrom: 300, locationIdTo: 400, transactionStatusId: 4 }),
    );
    renderInApp(<OrderDetail orderId={1} />);
    await screen.findByText('1001');
    // The buttons wait for the user's own locations; once those are in, still none.
    await waitFor(() => expect(callsOf('Locations')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('group', { name: 'Change status' })).not.toBeInTheDocument();
  });

  it('sets a status with the version shown and shows the changed order', async () => {
    const user = userEvent.setup();
    const order = makeOrder({
      transactionTypeId: 'GL',
      transactionStatusId: 1,
      locationIdFrom: 200,
      version: 3,
    });
    // The server's row changes with the call, so the reload after it shows the new status too.
    let onServer = order;
    const { callsOf } = stubOrder(order, {
      order: () => onServer,
      orderStatus: () => {
        onServer = { ...order, transactionStatusId: 3, transactionStatus: 'Picked', version: 4 };
        return onServer;
      },
    });
    renderInApp(<OrderDetail orderId={1} />);
    await user.click(within(await statusGroup()).getByRole('button', { name: 'Picked' }));

    await waitFor(() => expect(callsOf('orderStatus')).toHaveLength(1));
    const post = callsOf('orderStatus')[0]!;
    expect(post.init?.method).toBe('POST');
    expect(JSON.parse(String(post.init?.body))).toEqual({ orderId: 1, transactionStatusId: 3, version: 3 });
    expect(idempotencyKeyOf(post)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(await screen.findByText('The status was set to Picked.')).toBeInTheDocument();
    // The changed order comes with the answer, or with the reload when the entry was already acknowledged.
    expect(await within(await statusGroup()).findByRole('button', { name: 'Sent' })).toBeInTheDocument();
    await waitFor(() => expect(callsOf('orderStatusHistory').length).toBeGreaterThan(1));
    await waitFor(async () => expect(await localDb.outbox.count()).toBe(0));
  });

  // Since issue 5 a refused change stays on the device as failed, for the user to see and discard.
  it('asks before a final status; a refused change shows the server’s message, reloads and is kept as failed (spec §8)', async () => {
    const user = userEvent.setup();
    const order = makeOrder({ transactionTypeId: 'TO', transactionStatusId: 1 });
    const { callsOf } = stubOrder(order, {
      orderStatus: () => failure(409, 'Could not set order status', 'InvalidStatusTransition'),
    });
    renderInApp(<OrderDetail orderId={1} />, makeStart({ isProvider: true }));
    await user.click(within(await statusGroup()).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: /^Cancel order .+\?$/ });
    expect(callsOf('orderStatus')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('Could not set order status')).toBeInTheDocument();
    await waitFor(() => expect(callsOf('order')).toHaveLength(2));
    const [entry] = await localDb.outbox.toArray();
    expect(entry).toMatchObject({
      kind: 'orderStatus',
      state: 'failed',
      payload: { orderId: 1, transactionStatusId: 7 },
      error: { status: 409, type: 'InvalidStatusTransition' },
    });
  });

  // Since issue 5 the conflicting change is kept on the device and listed in 'Changes on this device'.
  it('says the order was changed by someone else on a stale version, reloads it and lists the conflict', async () => {
    const user = userEvent.setup();
    const order = makeOrder({ transactionTypeId: 'GL', transactionStatusId: 1, locationIdFrom: 200 });
    const onServer = { ...order, transactionStatusId: 2, version: order.version + 1 };
    const { callsOf } = stubOrder(order, {
      orderStatus: () => failure(409, 'The order was changed by someone else', 'VersionConflict', onServer),
    });
    renderInApp(
      <>
        <SyncIndicator />
        <OrderDetail orderId={1} />
      </>,
    );
    await user.click(within(await statusGroup()).getByRole('button', { name: 'Picked' }));
    expect(await screen.findByText('The order was changed by someone else')).toBeInTheDocument();
    await waitFor(() => expect(callsOf('order')).toHaveLength(2));

    await user.click(screen.getByTestId('sync-indicator'));
    const drawer = await screen.findByRole('dialog', { name: 'Changes on this device' });
    const conflict = within(drawer).getByRole('listitem', { name: order.orderNo });
    expect(conflict).toHaveTextContent('Changed by someone else meanwhile');
    expect(conflict).toHaveTextContent('Status → Picked');
    expect(conflict).toHaveTextContent(`Status Confirmed by the provider, version ${onServer.version}`);
  });

  it('lists the status history: when, who (and the real login) and from → to', async () => {
    stubOrder(makeOrder({ transactionStatusId: 2 }), {
      orderStatusHistory: () => [
        {
          id: 1,
          orderId: 1,
          fromStatusId: 0,
          toStatusId: 1,
          changedBy: 7,
          changedByName: 'Kari Nordmann',
          actingFor: null,
          actingForName: null,
          changedAt: '2026-03-01T08:00:00.000Z',
        },
        {
          id: 2,
          orderId: 1,
          fromStatusId: 1,
          toStatusId: 2,
          changedBy: 8,
          changedByName: 'Depot Staff',
          actingFor: 1,
          actingForName: 'Global Admin',
          changedAt: '2026-03-02T09:30:00.000Z',
        },
      ],
    });
    renderInApp(<OrderDetail orderId={1} />);
    const table = await screen.findByRole('table', { name: 'Status history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Kari Nordmann');
    expect(rows[0]).toHaveTextContent('Draft → Ordered');
    expect(rows[1]).toHaveTextContent('Depot Staff (done by Global Admin)');
    expect(rows[1]).toHaveTextContent('Ordered → Confirmed by the provider');
  });

  it('shows the server’s message when the order is not found or not visible', async () => {
    stubNetwork({ order: () => failure(404, 'Order not found', 'NotFound') });
    renderInApp(<OrderDetail orderId={99} />);
    expect(await screen.findByText('The order was not found')).toBeInTheDocument();
    expect(screen.getByText('Order not found')).toBeInTheDocument();
  });

  it('shows the not-found state for an id that is not a number, without calling the server', async () => {
    const { calls } = stubNetwork({});
    renderInApp(<OrderDetail orderId={Number('abc')} />);
    expect(await screen.findByText('The order was not found')).toBeInTheDocument();
    expect(calls.filter((call) => call.call === 'order')).toHaveLength(0);
  });
});
