import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportWidgets } from '../../../src/app/features/reports/components/report-widgets.tsx';
import type { ReportWidgets as Widgets } from '../../../src/domain/reports/report-rows.ts';
import { renderInApp, stubNetwork } from '../features/orders/detail/detail-harness.tsx';

const widgets: Widgets = {
  reach: 'customer',
  months: 12,
  fillDegree: 62.84,
  reuseDegree: null,
  year: 2026,
  volumePallets: 38420,
  volumeTons: 912.46,
};

describe('the start page widgets (spec §9)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows fill and reuse degree over the last months and the volume since 1 January, each with its report', async () => {
    const { callsOf } = stubNetwork({ reportWidgets: () => widgets });
    renderInApp(<ReportWidgets />);

    const fill = await screen.findByRole('region', { name: 'Fill degree over the last 12 months' });
    expect(fill).toHaveTextContent('62.8%');
    expect(within(fill).getByRole('link')).toHaveAttribute('href', '/app/reports/locations');
    const reuse = screen.getByRole('region', { name: 'Reuse degree over the last 12 months' });
    expect(reuse).toHaveTextContent('\u2013');
    expect(within(reuse).getByRole('link')).toHaveAttribute('href', '/app/reports/transactions');
    const volume = screen.getByRole('region', { name: 'Volume since 1 January 2026' });
    expect(volume).toHaveTextContent('38,420');
    expect(within(volume).getByRole('link')).toHaveAttribute('href', '/app/reports/volumes');
    expect(callsOf('reportWidgets')[0]!.url.searchParams.get('months')).toBe('12');

    await userEvent.click(within(volume).getByText('Tons'));
    expect(volume).toHaveTextContent('912.5 t');
  });

  it('leaves the widgets out when the figures cannot be read', async () => {
    const { callsOf } = stubNetwork({});
    renderInApp(<ReportWidgets />);
    await vi.waitFor(() => expect(callsOf('reportWidgets')).toHaveLength(1));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
