import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Weekday } from '../../../src/domain/calendar/weekdays.ts';
import { WeekdayPicker } from '../../../src/app/ui/weekday-picker/weekday-picker.tsx';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';

function renderPicker(initial: Weekday[] = []) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState<Weekday[]>(initial);
    return (
      <WeekdayPicker
        label="Delivery days"
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  renderWithProviders(<Harness />);
  return { onChange, group: screen.getByRole('group', { name: 'Delivery days' }) };
}

describe('WeekdayPicker (spec §9)', () => {
  afterEach(() => i18n.activate('en-US'));

  it('offers Monday to Friday only, 5 days', () => {
    const { group } = renderPicker();
    const days = within(group).getAllByRole('checkbox');
    expect(days.map((day) => day.closest('div')?.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
  });

  it('chooses several days and gives them in week order', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPicker([3]);
    expect(screen.getByRole('checkbox', { name: 'Wednesday' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Friday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 3, 5]);
    await user.click(screen.getByRole('checkbox', { name: 'Wednesday' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 5]);
  });

  it('names the days in the active language', () => {
    i18n.loadAndActivate({ locale: 'nb-NO', messages: {} });
    renderPicker();
    expect(screen.getByRole('checkbox', { name: 'mandag' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'fredag' })).toBeInTheDocument();
  });
});
