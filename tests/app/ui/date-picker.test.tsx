import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDays, type Day } from '../../../src/domain/calendar/open-days.ts';
import { DatePicker, type DatePickerProps } from '../../../src/app/ui/date-picker/date-picker.tsx';
import { stubApi } from './api-stub.ts';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';

const march2025: Day[] = openDays('NOR', { from: '2025-03', to: '2025-03' });

function renderPicker(props: Partial<DatePickerProps> = {}, initial: string | null = null) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <DatePicker
        label="Delivery date"
        {...props}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  renderWithProviders(<Harness />);
  return { onChange, field: screen.getByRole('button', { name: 'Delivery date' }) };
}

const day = (label: string) => screen.getByRole('button', { name: label });

describe('DatePicker (spec §5)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows ISO week numbers beside the weeks of the calendar', async () => {
    const user = userEvent.setup();
    const { field } = renderPicker({ days: march2025, minDate: '2025-03-01' });
    await user.click(field);
    const row = day('3 March 2025').closest('tr');
    expect(row && within(row).getAllByRole('cell')[0]).toHaveTextContent('10');
  });

  it('lets only open days within min and max be picked, and gives yyyy-MM-dd', async () => {
    const user = userEvent.setup();
    const { field, onChange } = renderPicker({
      days: march2025,
      minDate: '2025-03-04',
      maxDate: '2025-03-20',
    });
    await user.click(field);
    expect(day('8 March 2025')).toBeDisabled(); // Saturday, closed
    expect(day('3 March 2025')).toBeDisabled(); // open, before min
    expect(day('21 March 2025')).toBeDisabled(); // open, after max
    await user.click(day('5 March 2025'));
    expect(onChange).toHaveBeenLastCalledWith('2025-03-05');
    expect(field).toHaveTextContent('2025-03-05');
    expect(screen.getByText('Week 10')).toBeInTheDocument();
  });

  it('shows the chosen day in the language’s date style and still gives yyyy-MM-dd (README 2026-11-25)', async () => {
    i18n.loadAndActivate({ locale: 'nb-NO', messages: {} });
    try {
      const user = userEvent.setup();
      const { field, onChange } = renderPicker({ days: march2025 }, '2025-03-05');
      expect(field).toHaveTextContent('05.03.2025');
      await user.click(field);
      await user.click(screen.getByRole('button', { name: '6 mars 2025' }));
      expect(onChange).toHaveBeenLastCalledWith('2025-03-06');
      expect(field).toHaveTextContent('06.03.2025');
    } finally {
      i18n.loadAndActivate({ locale: 'en-US', messages: {} });
    }
  });

  it('lets closed days be picked when all days are allowed, still within max', async () => {
    const user = userEvent.setup();
    const { field } = renderPicker({ allowAllDays: true, minDate: '2025-03-01', maxDate: '2025-03-10' });
    await user.click(field);
    expect(day('8 March 2025')).toBeEnabled();
    expect(day('11 March 2025')).toBeDisabled();
  });

  it("shows 'No days available' when no day is open", () => {
    const closed = march2025.map((entry) => ({ ...entry, isOpen: false }));
    renderPicker({ days: closed, minDate: '2025-03-01' });
    expect(screen.getByText('No days available')).toBeInTheDocument();
  });

  it('clears the value when clearable', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPicker({ days: march2025, clearable: true }, '2025-03-05');
    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('loads the shown month and the next from GET Days when no days are given', async () => {
    const user = userEvent.setup();
    const { urlsOf } = stubApi({
      Days: (url: URL) =>
        openDays('NOR', { from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' }),
    });
    const { field } = renderPicker({ minDate: '2025-04-01' });
    await waitFor(() => expect(urlsOf('Days')).toHaveLength(1));
    expect(urlsOf('Days')[0]?.search).toBe('?from=2025-04&to=2025-05');
    await user.click(field);
    await waitFor(() => expect(day('16 April 2025')).toBeEnabled());
    expect(day('17 April 2025')).toBeDisabled(); // Maundy Thursday
  });
});
