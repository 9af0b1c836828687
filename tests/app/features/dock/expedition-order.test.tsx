import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpeditionOrder } from '../../../../src/app/features/orders/dock/expedition/expedition-order.tsx';
import { localDb } from '../../../../src/app/offline/local-db.ts';
import type { OrderRow } from '../../../../src/domain/orders/order-list.ts';
import type { StartBundle } from '../../../../src/domain/session/session-status.ts';
import { makeOrder, makeOrderLine } from '../orders/make-order.ts';
import {
  makeStart,
  renderInApp,
  replayOutboxInEachTest,
  stubNetwork,
  type ApiCall,
} from '../orders/detail/detail-harness.tsx';

const truckTypes = [
  { id: 3, name: 'Trailer 13.6 m', isDefault: true, qtyHeight: 2, qtyHeight2: 0, tpuCount: 33, tpuCount2: 0 },
  { id: 4, name: 'Small truck', isDefault: false, qtyHeight: 1, qtyHeight2: 0, tpuCount: 2, tpuCount2: 0 },
];
const start: StartBundle = { ...makeStart(), truckTypes };

/** An order confirmed by the provider, waiting at the sender's dock with two lines to pick. */
function makePickable(overrides: Partial<OrderRow> = {}): OrderRow {
  return makeOrder({
    id: 1,
    orderNo: 'NO26000001',
    transactionTypeId: 'TO',
    transactionStatusId: 2,
    locationIdFrom: 200,
    version: 5,
    transactions: [
      makeOrderLine({ id: 11, productName: 'EUR pallet', quantityOrdered: 30 }),
      makeOrderLine({ id: 12, productId: 'HALF', productName: 'Half pallet', quantityOrdered: 12 }),
    ],
    ...overrides,
  });
}

const eurPicked = 'Picked EUR pallet (Heat treated, Grade A)';
const halfPicked = 'Picked Half pallet (Heat treated, Grade A)';
const bodyOf = (call: ApiCall) => JSON.parse(String(call.init?.body)) as Record<string, unknown>;
/** The network is gone: every request fails as `fetch` does offline. */
const unreachable = () => {
  throw new TypeError('Failed to fetch');
};

function stubExpedition(order: OrderRow, extra: Parameters<typeof stubNetwork>[0] = {}) {
  return stubNetwork({
    order: () => order,
    orderComments: () => [],
    AvailableProducts: () => [],
    ...extra,
  });
}

// Each test types some 30 keys into the whole expedition form, which draws again on every key: 11–28 s
// alone on this 2-core machine, over the default 30 s when the server suites run beside it (CI).
describe('the expedition of an order (issue 6 item 2)', { timeout: 90_000 }, () => {
  replayOutboxInEachTest();
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('flags a missing picked quantity when marking sent and saves nothing (spec §5)', async () => {
    const user = userEvent.setup();
    const { callsOf } = stubExpedition(makePickable());
    renderInApp(<ExpeditionOrder orderId={1} />, start);

    // Enter moves on to the next line's quantity, as on the numeric keypad.
    await user.type(await screen.findByLabelText(eurPicked), '30{Enter}');
    expect(screen.getByLabelText(halfPicked)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Mark sent' }));

    const half = screen.getByLabelText(halfPicked);
    expect(half).toHaveAttribute('aria-invalid', 'true');
    expect(half).toHaveAccessibleDescription('Picked quantity missing');
    expect(screen.getByLabelText(eurPicked)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Picked quantity missing');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await localDb.outbox.count()).toBe(0);
    expect(callsOf('orderPicking')).toHaveLength(0);
  });

  it('asks "Delete lines with 0 picked?"; Yes sends the picking with the truck and waybill fields (spec §5)', async () => {
    const user = userEvent.setup();
    const order = makePickable();
    let onServer = order;
    const { callsOf } = stubExpedition(order, {
      order: () => onServer,
      orderPicking: () => {
        onServer = {
          ...order,
          transactionStatusId: 4,
          transactionStatus: 'Sent',
          version: 6,
          transactions: [{ ...order.transactions[0]!, quantityPicked: 28 }],
        };
        return onServer;
      },
    });
    renderInApp(<ExpeditionOrder orderId={1} />, start);

    await user.type(await screen.findByLabelText(eurPicked), '28');
    await user.type(screen.getByLabelText(halfPicked), '0');
    await user.type(screen.getByLabelText('Car no.'), ' AB 1 ');
    await user.type(screen.getByLabelText('Car no. 2'), 'TR 9');
    await user.click(screen.getByRole('combobox', { name: 'Car type' }));
    await user.click(await screen.findByRole('option', { name: 'Small truck' }));
    await user.type(screen.getByLabelText('Haulier'), 'Fjord');
    await user.type(screen.getByLabelText('Load text'), 'Back');
    await user.type(screen.getByLabelText('Info text for the waybill'), 'Dry');
    const copies = screen.getByLabelText('Number of copies');
    await user.clear(copies);
    await user.type(copies, '2');
    // 28 + 0 carriers in stacks of 1 on a truck of 2 places: the truck-load visual is over 1, in red.
    expect(screen.getByText('The load does not fit on this truck.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark sent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete lines with 0 picked?' });
    expect(callsOf('orderPicking')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(callsOf('orderPicking')).toHaveLength(1));
    expect(bodyOf(callsOf('orderPicking')[0]!)).toEqual({
      orderId: 1,
      version: 5,
      lines: [
        { lineId: 11, quantityPicked: 28 },
        { lineId: 12, quantityPicked: 0 },
      ],
      deleteZeroLines: true,
      transport: {
        carNo: 'AB 1',
        carNo2: 'TR 9',
        carType: 4,
        cartman: 'Fjord',
        loadText: 'Back',
        transportText: null,
        waybillInfo: 'Dry',
        numberOfCopies: 2,
        sendDate: '2026-03-02',
      },
      markAs: 'sent',
    });
    expect(await screen.findByText('Order NO26000001 was marked sent.')).toBeInTheDocument();
    // The notice comes with the server's answer; the order shown is read again just after it.
    await waitFor(() => expect(screen.getByTestId('expedition-status')).toHaveTextContent('Sent'));
  });

  it('offline, keeps the picking on the device and shows the order sent (issue 6 item 4)', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubExpedition(makePickable(), { orderPicking: unreachable });
    renderInApp(<ExpeditionOrder orderId={1} />, start);

    await user.type(await screen.findByLabelText(eurPicked), '30');
    await user.type(screen.getByLabelText(halfPicked), '12');
    await user.click(screen.getByRole('button', { name: 'Mark sent' }));

    expect(
      await screen.findByText('Saved on this device. It will be sent when the network is back.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('expedition-status')).toHaveTextContent('Sent'));
    expect(screen.getByText('Not sent yet: the change is waiting on this device.')).toBeInTheDocument();
    // Sent: the lines are no longer edited, the waybill can still be printed.
    expect(screen.queryByLabelText(eurPicked)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print waybill' })).toBeEnabled();
    const [entry] = await localDb.outbox.toArray();
    expect(entry).toMatchObject({
      kind: 'orderPicking',
      baseVersion: 5,
      payload: { orderId: 1, markAs: 'sent', deleteZeroLines: false },
    });
    expect(entry!.state).not.toBe('done');
  });

  it('saves a picked order without marking it, quantities still missing; its waybill shows the form as typed', async () => {
    const user = userEvent.setup();
    const { callsOf } = stubExpedition(
      makePickable({ transactionStatusId: 3, transactionStatus: 'Picked' }),
      {
        orderPicking: () => makePickable({ transactionStatusId: 3, version: 6 }),
      },
    );
    renderInApp(<ExpeditionOrder orderId={1} />, start);

    await user.type(await screen.findByLabelText(eurPicked), '29');
    await user.type(screen.getByLabelText('Car no.'), 'XY 7');
    expect(screen.queryByRole('button', { name: 'Mark picked' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print waybill' }));
    const waybill = await screen.findByRole('dialog', { name: 'Waybill NO26000001' });
    expect(within(waybill).getByText('XY 7')).toBeInTheDocument();
    expect(within(waybill).getByText('29')).toBeInTheDocument();
    await user.click(within(waybill).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsOf('orderPicking')).toHaveLength(1));
    expect(bodyOf(callsOf('orderPicking')[0]!)).toMatchObject({
      lines: [
        { lineId: 11, quantityPicked: 29 },
        { lineId: 12, quantityPicked: null },
      ],
      deleteZeroLines: false,
      markAs: 'saved',
      transport: { carNo: 'XY 7', numberOfCopies: 1 },
    });
    expect(screen.queryByText('Picked quantity missing')).not.toBeInTheDocument();
  });
});
