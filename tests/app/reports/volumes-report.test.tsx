import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VolumesReport } from '../../../src/app/features/reports/components/volumes-report.tsx';
import type { ReportSearch } from '../../../src/app/features/reports/report-search.ts';
import type { VolumeReport } from '../../../src/domain/reports/report-rows.ts';
import { failure, renderInApp, stubNetwork } from '../features/orders/detail/detail-harness.tsx';

const search: ReportSearch = { from: '2026-01', to: '2026-03', unit: 'pallets' };

const report: VolumeReport = {
  reach: 'customer',
  rows: [
    { month: '2026-01', quantityIn: 120, quantityOut: 80, tonsIn: 3.1, tonsOut: 2 },
    { month: '2026-02', quantityIn: 40, quantityOut: 200, tonsIn: 1, tonsOut: 5.2 },
    { month: '2026-03', quantityIn: 1500, quantityOut: 10, tonsIn: 37.5, tonsOut: 0.25 },
  ],
  totals: { quantityIn: 1660, quantityOut: 290, tonsIn: 41.6, tonsOut: 7.45 },
};

const options = { locations: [], products: [], counterparts: [] };
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.dataset.reportRow !== undefined);

describe('the pallet volumes report (issue 18 item 2, spec §9 pallets or tons)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the months with a totals row and sends the filter from the URL', async () => {
    const { callsOf } = stubNetwork({ reportVolumes: () => report, reportOptions: () => options });
    renderInApp(<VolumesReport search={search} onSearchChange={vi.fn()} />);

    const table = await screen.findByRole('table', { name: 'Pallet volumes per month' });
    expect(bodyRows(table)).toHaveLength(3);
    const totals = within(table).getByRole('row', { name: /Total/ });
    expect(totals).toHaveTextContent('1,660');
    expect(totals).toHaveTextContent('290');
    expect(screen.getByText('Volume per month (Pallets)')).toBeInTheDocument();
    const query = callsOf('reportVolumes')[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ from: '2026-01', to: '2026-03', unit: 'pallets' });
  });

  it('sorts by a column on click and on Enter, and says so with aria-sort', async () => {
    stubNetwork({ reportVolumes: () => report, reportOptions: () => options });
    renderInApp(<VolumesReport search={search} onSearchChange={vi.fn()} />);
    const table = await screen.findByRole('table', { name: 'Pallet volumes per month' });
    const header = within(table).getByRole('columnheader', { name: /In \(Pallets\)/ });
    const firstIn = () => within(bodyRows(table)[0]!).getAllByRole('cell')[1]!.textContent;

    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstIn()).toBe('40');

    within(header).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstIn()).toBe('1,500');
  });

  it('shows tons with one decimal when the unit is tons, and asks the URL for the other unit', async () => {
    const onSearchChange = vi.fn();
    stubNetwork({ reportVolumes: () => report, reportOptions: () => options });
    renderInApp(<VolumesReport search={{ ...search, unit: 'tons' }} onSearchChange={onSearchChange} />);
    const table = await screen.findByRole('table', { name: 'Pallet volumes per month' });
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('41.6');
    await userEvent.click(screen.getByRole('radio', { name: 'Pallets' }));
    expect(onSearchChange).toHaveBeenCalledWith({ unit: 'pallets' });
  });

  it('says so when the period has no rows', async () => {
    stubNetwork({
      reportVolumes: () => ({
        ...report,
        rows: [],
        totals: { quantityIn: 0, quantityOut: 0, tonsIn: 0, tonsOut: 0 },
      }),
      reportOptions: () => options,
    });
    renderInApp(<VolumesReport search={search} onSearchChange={vi.fn()} />);
    expect(await screen.findByText('No rows for this period.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('tells a user who may not open the report so (the server answers 403)', async () => {
    stubNetwork({
      reportVolumes: () => failure(403, 'Forbidden', 'Forbidden'),
      reportOptions: () => options,
    });
    renderInApp(<VolumesReport search={search} onSearchChange={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not open this report.');
  });
});
