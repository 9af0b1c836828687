import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BalancePage } from '../../../../src/app/features/counting/balance-page.tsx';
import type { StartBundle } from '../../../../src/domain/session/session-status.ts';
import {
  makeStart,
  renderInApp,
  replayOutboxInEachTest,
  stubNetwork,
} from '../orders/detail/detail-harness.tsx';
import { locationId, makeStock } from './make-counting.ts';

function startAs(loginUser: Parameters<typeof makeStart>[0] = {}): StartBundle {
  const start = makeStart(loginUser);
  return {
    ...start,
    status: { ...start.status, location: { id: locationId, name: 'Alnabru', number: '1001', statusId: 1 } },
  } as StartBundle;
}

const stock = [
  makeStock('EUR', 40, { incoming: 10, outgoing: 4, physicalBalance: 38 }),
  makeStock('QUARTER', -5, { productName: 'Quarter pallet', weightKg: 4.5 }),
];

describe('the balance page (spec §2 /app/balance, §3 inventory: pallets and tons)', () => {
  replayOutboxInEachTest();
  afterEach(() => vi.unstubAllGlobals());

  it('shows per product choice balance, physical balance, incoming, outgoing and credit or owes, in pallets and tons', async () => {
    const { callsOf } = stubNetwork({
      Locations: () => [],
      stockDetails: () => ({ locationId, locationName: 'Alnabru', products: stock }),
    });
    renderInApp(<BalancePage />, startAs());

    const eur = await screen.findByRole('row', { name: 'EUR pallet · Standard · Grade A' });
    const cell = (row: HTMLElement, id: string) => within(row).getByTestId(id).textContent;
    expect(cell(eur, 'balance')).toBe('401.000 t');
    expect(cell(eur, 'physicalBalance')).toBe('380.950 t');
    expect(cell(eur, 'incoming')).toBe('100.250 t');
    expect(cell(eur, 'outgoing')).toBe('40.100 t');
    expect(cell(eur, 'creditOrOwes')).toBe('Credit');

    const quarter = screen.getByRole('row', { name: 'Quarter pallet · Standard · Grade A' });
    expect(cell(quarter, 'balance')).toBe('-5-0.023 t');
    expect(cell(quarter, 'physicalBalance')).toBe('\u2013');
    expect(cell(quarter, 'creditOrOwes')).toBe('Owes');

    const total = screen.getByRole('row', { name: 'Total' });
    expect(cell(total, 'total-balance')).toBe('350.977 t');
    expect(callsOf('stockDetails').map((call) => call.url.searchParams.get('locationId'))).toEqual([
      String(locationId),
    ]);
    // A user who reaches only the acting location is not asked to pick one.
    expect(screen.queryByRole('combobox', { name: 'Location' })).not.toBeInTheDocument();
  });

  it('lets a user who reads more locations pick one', async () => {
    stubNetwork({
      Locations: () => [
        { id: 201, name: 'Hamar', number: '1002', statusId: 1 },
        { id: 202, name: 'Closed', number: '1003', statusId: 2 },
      ],
      stockDetails: () => ({ locationId, locationName: 'Alnabru', products: stock }),
    });
    renderInApp(<BalancePage />, startAs({ reportLevel: 1 }));
    expect(await screen.findByRole('combobox', { name: 'Location' })).toHaveValue('Alnabru (1001)');
  });
});
