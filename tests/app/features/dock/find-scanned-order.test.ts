import { afterEach, describe, expect, it, vi } from 'vitest';
import { findScannedOrder } from '../../../../src/app/features/orders/dock/find-scanned-order.ts';
import type { DockOrders } from '../../../../src/domain/dock/dock-orders.ts';
import type { OrderRow } from '../../../../src/domain/orders/order-list.ts';
import { failure, stubNetwork } from '../orders/detail/detail-harness.tsx';
import { makeOrder } from '../orders/make-order.ts';

const lists: DockOrders<OrderRow> = {
  reception: [makeOrder({ id: 1, orderNo: 'NO26000001' })],
  expedition: [makeOrder({ id: 2, orderNo: 'NO26000002' })],
  delivery: [makeOrder({ id: 3, orderNo: 'GL26000003' })],
};

describe('opening the order a scanned or typed number names (issue 6 item 5)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds it in the dock lists on the device, in any case and with spaces, asking nothing', async () => {
    const { calls } = stubNetwork({});
    expect(await findScannedOrder('  no26000002\n', lists)).toMatchObject({ id: 2 });
    expect(await findScannedOrder('gl26000003', lists)).toMatchObject({ id: 3 });
    expect(calls).toHaveLength(0);
  });

  it('otherwise asks the order list for the number and opens only the exact match (spec §7 term)', async () => {
    const { callsOf } = stubNetwork({
      orders: () => ({
        items: [makeOrder({ id: 40, orderNo: 'NO260000401' }), makeOrder({ id: 41, orderNo: 'NO26000040' })],
        total: 2,
      }),
    });
    expect(await findScannedOrder(' no26000040 ', lists)).toMatchObject({ id: 41 });

    const [call] = callsOf('orders');
    expect(call?.init?.method).toBe('GET');
    expect(call?.url.searchParams.get('term')).toBe('no26000040');
  });

  it('finds nothing when the answer holds only longer numbers', async () => {
    stubNetwork({
      orders: () => ({ items: [makeOrder({ id: 40, orderNo: 'NO260000401' })], total: 1 }),
    });
    expect(await findScannedOrder('NO26000040', undefined)).toBeNull();
  });

  it('finds nothing, and does not fail, when the network is gone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await findScannedOrder('NO26000099', lists)).toBeNull();
  });

  it('passes on a server error, which is not a missing order', async () => {
    stubNetwork({ orders: () => failure(500, 'Internal error') });
    await expect(findScannedOrder('NO26000099', lists)).rejects.toMatchObject({ status: 500 });
  });

  it('asks nothing for an empty scan', async () => {
    const { calls } = stubNetwork({});
    expect(await findScannedOrder('   ', lists)).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
