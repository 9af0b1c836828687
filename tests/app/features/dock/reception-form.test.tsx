import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReceptionOrder } from '../../../../src/app/features/orders/dock/reception/reception-order.tsx';
import { localDb } from '../../../../src/app/offline/local-db.ts';
import type { OrderRow } from '../../../../src/domain/orders/order-list.ts';
import {
  renderInApp,
  replayOutboxInEachTest,
  stubNetwork,
  type ApiCall,
} from '../orders/detail/detail-harness.tsx';
import { makeOrder, makeOrderLine } from '../orders/make-order.ts';
import { makeChoice } from './arrivals-harness.ts';

/** A sent order coming to the acting location (200): 28 EUR pallets picked of 30, 12 half pallets. */
function makeIncoming(overrides: Partial<OrderRow> = {}): OrderRow {
  return makeOrder({
    id: 1,
    orderNo: 'NO26000001',
    transactionTypeId: 'TO',
    transactionStatusId: 4,
    transactionStatus: 'Sent',
    locationIdFrom: 100,
    locationIdTo: 200,
    version: 5,
    transactions: [
      makeOrderLine({ id: 11, productName: 'EUR pallet', quantityOrdered: 30, quantityPicked: 28 }),
      makeOrderLine({ id: 12, productId: 'HALF', productName: 'Half pallet', quantityOrdered: 12 }),
    ],
    ...overrides,
  });
}

const eur = 'EUR pallet · Heat treated · Grade A';
const half = 'Half pallet · Heat treated · Grade A';
const differsWarning = 'What arrived differs from what was sent';
const gradeB = {
  ...makeChoice('EUR', 'EUR pallet'),
  treatmentId: 'HT',
  qualityId: 'B',
  qualityName: 'Grade B',
};
const bodyOf = (call: ApiCall) => JSON.parse(String(call.init?.body)) as Record<string, unknown>;
const differences = () => screen.getAllByTestId('line-difference').map((cell) => cell.textContent);

function stubReception(order: OrderRow, extra: Parameters<typeof stubNetwork>[0] = {}) {
  return stubNetwork({
    order: () => order,
    orderComments: () => [],
    AvailableProducts: () => [gradeB],
    ...extra,
  });
}

async function setReceived(user: UserEvent, product: string, quantity: number) {
  const input = await screen.findByRole('textbox', { name: `Received of ${product}` });
  await user.clear(input);
  await user.type(input, String(quantity));
}

describe('the reception of a sent order (issue 6 item 1)', () => {
  replayOutboxInEachTest();
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts with what was sent as received on every line, no difference and no warning', async () => {
    stubReception(makeIncoming());
    renderInApp(<ReceptionOrder orderId={1} />);

    expect(await screen.findByRole('textbox', { name: `Received of ${eur}` })).toHaveValue('28');
    expect(screen.getByRole('textbox', { name: `Received of ${half}` })).toHaveValue('12');
    expect(differences()).toEqual(['0', '0']);
    expect(screen.queryByText(differsWarning)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm reception' })).toBeEnabled();
  });

  it('shows the difference and warns of a disagreement when a quantity differs', async () => {
    const user = userEvent.setup();
    stubReception(makeIncoming());
    renderInApp(<ReceptionOrder orderId={1} />);

    await setReceived(user, eur, 26);
    expect(differences()).toEqual(['-2', '0']);
    expect(screen.getByText(differsWarning)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register disagreement' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm reception' })).not.toBeInTheDocument();

    await setReceived(user, eur, 28);
    expect(screen.queryByText(differsWarning)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm reception' })).toBeInTheDocument();
  });

  it('warns of a disagreement when a line arrived in another quality of the same pallet', async () => {
    const user = userEvent.setup();
    stubReception(makeIncoming());
    renderInApp(<ReceptionOrder orderId={1} />);

    await user.click(await screen.findByRole('combobox', { name: `Quality of ${eur}` }));
    await user.click(await screen.findByRole('option', { name: 'Grade B' }));
    expect(differences()).toEqual(['0', '0']);
    expect(screen.getByText(differsWarning)).toBeInTheDocument();
  });

  it('online, sends the reception on the version the dock saw', async () => {
    const user = userEvent.setup();
    const order = makeIncoming();
    let onServer = order;
    const { callsOf } = stubReception(order, {
      order: () => onServer,
      orderReception: () => {
        onServer = { ...order, transactionStatusId: 5, transactionStatus: 'Confirmed', version: 6 };
        return onServer;
      },
    });
    renderInApp(<ReceptionOrder orderId={1} />);

    await user.click(await screen.findByRole('button', { name: 'Confirm reception' }));
    await waitFor(() => expect(callsOf('orderReception')).toHaveLength(1));
    expect(bodyOf(callsOf('orderReception')[0]!)).toEqual({
      orderId: 1,
      version: 5,
      lines: [
        { lineId: 11, quantityReceived: 28, qualityId: 'A' },
        { lineId: 12, quantityReceived: 12, qualityId: 'A' },
      ],
    });
    expect(await screen.findByText('The reception was registered.')).toBeInTheDocument();
  });

  it('offline, keeps the disagreement on the device and shows it registered (issue 6 item 4)', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubReception(makeIncoming(), {
      orderReception: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderInApp(<ReceptionOrder orderId={1} />);

    await setReceived(user, eur, 26);
    await user.click(screen.getByRole('button', { name: 'Register disagreement' }));

    expect(
      await screen.findByText('Saved on this device. It will be sent when the network is back.'),
    ).toBeInTheDocument();
    const entries = await localDb.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'orderReception',
      baseVersion: 5,
      subject: 'NO26000001',
      payload: {
        orderId: 1,
        lines: [
          { lineId: 11, quantityReceived: 26, qualityId: 'A' },
          { lineId: 12, quantityReceived: 12, qualityId: 'A' },
        ],
      },
    });
    expect(entries[0]!.state).not.toBe('done');

    // The screen shows the order as this device knows it: a disagreement, the recipient registered.
    await waitFor(() => expect(screen.getByTestId('dock-status')).toHaveTextContent('Disagreement'));
    expect(screen.getByText('Recipient registered')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: `Received of ${eur}` })).not.toBeInTheDocument();
    const lines = screen.getByRole('region', { name: 'Lines' });
    expect(within(lines).getByText('-2')).toBeInTheDocument();
    // Whatever the replayer tried meanwhile failed on the network: the reception still waits here.
    expect((await localDb.outbox.toArray()).map((entry) => entry.state)).not.toContain('done');
  });
});
