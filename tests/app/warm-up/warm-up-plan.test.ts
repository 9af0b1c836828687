import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryDefaults } from '../../../src/app/api/query-defaults.ts';
import { keptRead } from '../../../src/app/offline/offline-reads.ts';
import { localDb } from '../../../src/app/offline/local-db.ts';
import { setOfflineUser } from '../../../src/app/offline/offline-user.ts';
import { receiptKeys } from '../../../src/app/features/pallet-receipts/queries.ts';
import { runWarmUp } from '../../../src/app/warm-up/run-warm-up.ts';
import { keptReceiptPlaces, warmUpPlan } from '../../../src/app/warm-up/warm-up-plan.ts';
import type { WarmUpStep } from '../../../src/app/warm-up/warm-up-step.ts';
import type { StartBundle, StatusLocation } from '../../../src/domain/session/session-status.ts';
import type { WebTaskId } from '../../../src/domain/tasks/web-tasks.ts';
import { stubApi } from '../ui/api-stub.ts';

const location = (overrides: Partial<StatusLocation> = {}): StatusLocation => ({
  id: 200,
  name: 'Store Oslo',
  number: '2000',
  typeId: 'GRS',
  statusId: 1,
  isProvider: false,
  isPooling: false,
  isCommission: false,
  isDispatch: false,
  isContainerActive: false,
  poolingGroupId: null,
  ...overrides,
});

/** A start bundle as POST Actions answers it, for a user with these tasks at this location. */
function startOf(tasks: WebTaskId[], at: StatusLocation = location(), isProvider = false): StartBundle {
  const user = {
    id: 7,
    name: 'Kari',
    phone: '',
    email: '',
    language: 'en-US',
    loginName: 'kari',
    locationId: at.id,
    customerId: 10,
    isCustomerAdmin: false,
    isGlobalAdmin: false,
    isProvider,
    reportLevel: 0,
    confirmedGdpr: true,
  };
  return {
    status: {
      customer: { id: 10 },
      location: at,
      user,
      loginUser: user,
      language: 'en-US',
    },
    tasks,
    preload: { alerts: { unread: 0, mustRead: 0 }, disagreements: 0 },
  } as unknown as StartBundle;
}

/** What a plan reads, by its query key's area and kind: 'orders/dock', 'pallet-receipts/locations', … */
const kindsOf = (start: StartBundle, place = { isReceiptHost: false, isReceiptScreen: false }) =>
  warmUpPlan(start, place).map(({ queryKey }) =>
    [queryKey[0], ...queryKey.slice(4).filter((part) => typeof part === 'string')].join('/'),
  );

describe('the start warm-up keeps what the user’s screens need offline (issue 15 item 1)', () => {
  afterEach(async () => {
    setOfflineUser(null);
    await localDb.reads.clear();
  });

  it('keeps the dock lists and the pallet-receipt locations for a dock worker, before anything else', () => {
    const dock = startOf(['RECEPTION', 'EXPEDITION', 'SHIPMENT'], location({ isProvider: true }), true);
    const kinds = kindsOf(dock);
    expect(kinds.slice(0, 2)).toEqual(['orders/dock', 'orders/locations/customer']);
    expect(kinds).toEqual(
      expect.arrayContaining(['orders/locations/market', 'pallet-receipts/locations', 'counting/reports']),
    );
    expect(kinds.indexOf('pallet-receipts/locations')).toBeLessThan(kinds.indexOf('counting/reports'));
  });

  it('keeps reception’s list for a user with the RECEPTION task only (no Dispatching item)', () => {
    expect(kindsOf(startOf(['RECEPTION']))).toEqual(
      expect.arrayContaining(['orders/dock', 'pallet-receipts/locations']),
    );
    // Not provider staff: the market's locations are not theirs to pick.
    expect(kindsOf(startOf(['RECEPTION']))).not.toContain('orders/locations/market');
  });

  it('keeps no dock list or receipt location for a user whose tasks show no dock screen', () => {
    const buyer = kindsOf(startOf(['ORDER', 'REPORTS']));
    expect(buyer).not.toContain('orders/dock');
    expect(buyer).not.toContain('pallet-receipts/locations');
    expect(buyer).toEqual(
      expect.arrayContaining(['counting/reports', 'counting/stock', 'orders/available-products']),
    );
  });

  it('keeps the receipt locations for anyone on a receipt screen, and only them on a receipt host', () => {
    const buyer = startOf(['ORDER']);
    expect(kindsOf(buyer, { isReceiptHost: false, isReceiptScreen: true })).toContain(
      'pallet-receipts/locations',
    );
    expect(kindsOf(buyer, { isReceiptHost: true, isReceiptScreen: true })).toEqual([
      'pallet-receipts/locations',
    ]);
  });

  it('reads each receipt location’s products and balance into the device', async () => {
    setOfflineUser({ userId: 7, market: 'no', loginName: 'kari' });
    const places = [201, 202, 203].map((id) => ({
      id,
      name: `Store ${id}`,
      number: String(id),
      statusId: 1,
      customerId: 10,
      palletReceiptDays: [1],
    }));
    const stock = { locationId: 0, locationName: '', products: [] };
    const api = stubApi({
      Locations: () => [...places, { ...places[0]!, id: 204, palletReceiptDays: [] }],
      AvailableProducts: () => [],
      stockDetails: () => stock,
    });
    const client = new QueryClient({ defaultOptions: queryDefaults });
    await runWarmUp(
      client,
      warmUpPlan(startOf(['RECEPTION']), { isReceiptHost: true, isReceiptScreen: true }),
    );

    // Only the locations the picker offers: 204 takes no receipts.
    const asked = (call: string) => api.urlsOf(call).map((url) => url.searchParams.get('locationId'));
    expect(asked('AvailableProducts').sort()).toEqual(['201', '202', '203']);
    expect(asked('stockDetails').sort()).toEqual(['201', '202', '203']);
    const scope = { customerId: 10, locationId: 200, isMarketWide: false };
    for (const place of places) {
      expect(await keptRead(receiptKeys.products(scope, place.id))).toEqual([]);
      expect(await keptRead(receiptKeys.stock(scope, place.id))).toEqual(stock);
    }
  });

  it('keeps products and balance of at most the first 30 receipt locations a market-wide picker offers', async () => {
    setOfflineUser({ userId: 7, market: 'no', loginName: 'kari' });
    const places = Array.from({ length: 45 }, (_, index) => ({
      id: 300 + index,
      name: `Store ${300 + index}`,
      number: String(300 + index),
      statusId: 1,
      customerId: 20 + index,
      palletReceiptDays: [1],
    }));
    const api = stubApi({
      Locations: () => places,
      AvailableProducts: () => [],
      stockDetails: () => ({ locationId: 0, locationName: '', products: [] }),
    });
    const client = new QueryClient({ defaultOptions: queryDefaults });
    await runWarmUp(
      client,
      warmUpPlan(startOf(['RECEPTION'], location(), true), { isReceiptHost: true, isReceiptScreen: true }),
    );

    const asked = (call: string) => api.urlsOf(call).map((url) => Number(url.searchParams.get('locationId')));
    expect(asked('AvailableProducts').sort()).toEqual(
      places.slice(0, keptReceiptPlaces).map((place) => place.id),
    );
    expect(asked('stockDetails')).toHaveLength(keptReceiptPlaces);
  });

  it('runs at most two reads at a time, follow-ups included, and skips one that fails', async () => {
    let inFlight = 0;
    let most = 0;
    const ran: string[] = [];
    const step = (name: string, then: WarmUpStep[] = [], fails = false): WarmUpStep => ({
      queryKey: [name],
      run: async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        ran.push(name);
        if (fails) throw new Error('403');
        return then;
      },
    });
    const steps = [step('a', [step('a1'), step('a2')]), step('b', [], true), step('c'), step('d')];
    await runWarmUp(new QueryClient(), steps);
    expect(ran.sort()).toEqual(['a', 'a1', 'a2', 'b', 'c', 'd']);
    expect(most).toBe(2);
  });
});
