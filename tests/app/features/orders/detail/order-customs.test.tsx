import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderDetail } from '../../../../../src/app/features/orders/detail/order-detail.tsx';
import type { OrderRow } from '../../../../../src/domain/orders/order-list.ts';
import { makeOrder } from '../make-order.ts';
import { makeStart, renderInApp, replayOutboxInEachTest, stubNetwork } from './detail-harness.tsx';

const address = {
  name: 'Tullager Svinesund',
  street: 'Svinesundsvägen 1',
  countryId: 'SVE' as const,
  postalCode: '452 93',
  postPlace: 'Strömstad',
};

function stubOrder(order: OrderRow, extra: Parameters<typeof stubNetwork>[0] = {}) {
  return stubNetwork({
    order: () => order,
    orderStatusHistory: () => [],
    orderComments: () => [],
    Locations: () => [],
    ...extra,
  });
}

describe('an order’s customs, addresses and other spec §3 fields on its detail (issue 21)', () => {
  replayOutboxInEachTest();
  afterEach(() => vi.unstubAllGlobals());

  it('shows the customs handler and status, the delivery address, sealing and the sum amount', async () => {
    stubOrder(
      makeOrder({
        customsHandler: 'required',
        customsStatus: '',
        deliveryAddress: address,
        amount: 1000,
        sealing: 75,
        sumAmount: 1075,
        currency: 'NOK',
        customerId: 99,
      }),
    );
    renderInApp(<OrderDetail orderId={1} />);
    expect(await screen.findByText('Customs required, not yet declared')).toBeInTheDocument();
    expect(screen.getByText('Not declared')).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Delivery address' });
    expect(within(delivery).getByText('452 93 Strömstad')).toBeInTheDocument();
    expect(within(delivery).getByText('Sweden')).toBeInTheDocument();
    expect(screen.getByText(/(^|[^,0-9])75\.00/)).toHaveTextContent('NOK');
    expect(screen.getByText(/1,075\.00/)).toHaveTextContent('NOK');
    // A customer user of another customer sets nothing.
    expect(screen.queryByRole('group', { name: 'Set customs status' })).not.toBeInTheDocument();
  });

  it('lets provider staff mark customs declared, with the version shown and an Idempotency-Key', async () => {
    const order = makeOrder({ id: 4, customsHandler: 'kgh', customsStatus: 'pending', version: 3 });
    const { callsOf } = stubOrder(order, {
      orderCustoms: () => ({ ...order, customsStatus: 'done', version: 4 }),
    });
    renderInApp(<OrderDetail orderId={4} />, makeStart({ isProvider: true }));
    const group = await screen.findByRole('group', { name: 'Set customs status' });
    await userEvent.click(within(group).getByRole('button', { name: 'Mark customs declared' }));
    expect(await screen.findByText('Customs status set to Declared.')).toBeInTheDocument();
    const [call] = callsOf('orderCustoms');
    expect(JSON.parse(String(call!.init?.body))).toEqual({ id: 4, version: 3, customsStatus: 'done' });
    expect((call!.init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets the ordering customer who declares themselves mark it declared, nothing else', async () => {
    stubOrder(makeOrder({ customsHandler: 'self', customsStatus: '', customerId: 10 }));
    renderInApp(<OrderDetail orderId={1} />);
    const group = await screen.findByRole('group', { name: 'Set customs status' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark customs declared']);
  });
});
