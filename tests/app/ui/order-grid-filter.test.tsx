import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderFilter } from '../../../src/app/ui/order-grid/order-filter.tsx';
import {
  emptyOrderFilter,
  type OrderFilterValue,
} from '../../../src/app/ui/order-grid/order-filter-value.ts';
import {
  pickerValuesOf,
  statusIdsOf,
  statusPickerOptions,
} from '../../../src/app/ui/order-grid/status-picker-options.ts';
import { orderStatusIds } from '../../../src/domain/orders/order-statuses.ts';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';

function renderFilter(initial: OrderFilterValue = emptyOrderFilter) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <OrderFilter
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  renderWithProviders(<Harness />);
  return { onChange };
}

describe('status picker options (spec §4)', () => {
  it('gives every status id to exactly one of the 13 options', () => {
    expect(statusPickerOptions).toHaveLength(13);
    const ids = statusPickerOptions.flatMap((option) => option.statusIds);
    expect([...ids].sort((a, b) => a - b)).toEqual([...orderStatusIds].sort((a, b) => a - b));
  });

  it('turns options into status ids and back', () => {
    expect(statusIdsOf(['cancelled', 'draft'])).toEqual([0, 7, 8]);
    expect(pickerValuesOf([0, 7, 8])).toEqual(['draft', 'cancelled']);
    expect(pickerValuesOf([7])).toEqual([]);
  });
});

describe('OrderFilter (spec §2, §4, §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('emits the status selection only when the picker closes', async () => {
    const user = userEvent.setup();
    const { onChange } = renderFilter();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Draft' }));
    await user.click(screen.getByRole('option', { name: 'Cancelled' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyOrderFilter, statuses: [0, 7, 8] });
  });

  it('does not emit when the picker closes unchanged', async () => {
    const user = userEvent.setup();
    const { onChange } = renderFilter({ ...emptyOrderFilter, statuses: [4] });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Draft' }));
    await user.click(screen.getByRole('option', { name: 'Draft' }));
    await user.keyboard('{Escape}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('emits the search term 250 ms after the last key, trimmed', () => {
    vi.useFakeTimers();
    const { onChange } = renderFilter();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: '10' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(search, { target: { value: '1002 ' } });
    act(() => vi.advanceTimersByTime(249));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyOrderFilter, term: '1002' });
    expect(search).toHaveValue('1002 ');
  });

  it('shows the send dates yyyy-MM-dd', () => {
    renderFilter({ ...emptyOrderFilter, sendLower: '2026-03-01', sendUpper: '2026-03-31' });
    expect(screen.getByRole('button', { name: 'Send date from' })).toHaveTextContent('2026-03-01');
    expect(screen.getByRole('button', { name: 'Send date to' })).toHaveTextContent('2026-03-31');
  });
});
